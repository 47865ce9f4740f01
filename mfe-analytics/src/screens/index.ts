// The screens of the analytics area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';

const AnalyticsScreen = lazy(() => import('./analytics').then((module) => ({ default: module.AnalyticsScreen })));
const AnalyticsDetailsScreen = lazy(() =>
  import('./analytics-details').then((module) => ({ default: module.AnalyticsDetailsScreen })),
);

export const screens: AreaScreens = {
  analytics: AnalyticsScreen,
  analyticsDetails: AnalyticsDetailsScreen,
};
