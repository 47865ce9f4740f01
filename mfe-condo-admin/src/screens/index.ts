// The screens of the condo administration area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';
import { CondoDetails } from './condo-details';
import { CondoList } from './condo-list';

// Loaded on first use: the condos list (this area's first paint) downloads neither.
const WebAppsScreen = lazy(() => import('./web-apps').then((module) => ({ default: module.WebAppsScreen })));
const DashboardConfigurationScreen = lazy(() =>
  import('./dashboard-configuration').then((module) => ({ default: module.DashboardConfigurationScreen })),
);

export const screens: AreaScreens = {
  condoList: CondoList,
  condoDetails: CondoDetails,
  webApps: WebAppsScreen,
  dashboardConfiguration: DashboardConfigurationScreen,
};
