// The screens of the condo administration area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';
import { CondoDetails } from './condo-details';
import { CondoList } from './condo-list';

// The alert screens load on first use: the condo list and details download none of them.
const AlertTypesScreen = lazy(() => import('./alert-types').then((module) => ({ default: module.AlertTypesScreen })));
const AlertScreenScreen = lazy(() =>
  import('./alert-screen').then((module) => ({ default: module.AlertScreenScreen })),
);

export const screens: AreaScreens = {
  condoList: CondoList,
  condoDetails: CondoDetails,
  alertTypes: AlertTypesScreen,
  alertScreen: AlertScreenScreen,
};
