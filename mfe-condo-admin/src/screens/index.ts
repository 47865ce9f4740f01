// The screens of the condo administration area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';
import { CondoDetailsScreen } from './condo-details';
import { CondoListScreen } from './condo-list';

// Every other screen loads on first use: the condo list and details download none of them.
const SchedulersScreen = lazy(() => import('./schedulers').then((module) => ({ default: module.SchedulersScreen })));
const AlertTypesScreen = lazy(() => import('./alert-types').then((module) => ({ default: module.AlertTypesScreen })));
const AlertScreenScreen = lazy(() =>
  import('./alert-screen').then((module) => ({ default: module.AlertScreenScreen })),
);
const UnitsScreen = lazy(() => import('./units').then((module) => ({ default: module.UnitsScreen })));
const PublicHolidaysScreen = lazy(() =>
  import('./public-holidays').then((module) => ({ default: module.PublicHolidaysScreen })),
);
const WebAppsScreen = lazy(() => import('./web-apps').then((module) => ({ default: module.WebAppsScreen })));
const DashboardConfigurationScreen = lazy(() =>
  import('./dashboard-configuration').then((module) => ({ default: module.DashboardConfigurationScreen })),
);
const CallLogsScreen = lazy(() => import('./call-logs').then((module) => ({ default: module.CallLogsScreen })));

export const screens: AreaScreens = {
  condoList: CondoListScreen,
  condoDetails: CondoDetailsScreen,
  schedulers: SchedulersScreen,
  alertTypes: AlertTypesScreen,
  alertScreen: AlertScreenScreen,
  units: UnitsScreen,
  publicHolidays: PublicHolidaysScreen,
  webApps: WebAppsScreen,
  dashboardConfiguration: DashboardConfigurationScreen,
  callLogs: CallLogsScreen,
};
