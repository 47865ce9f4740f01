// The screens of the reports area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';

const ReportsDownloadScreen = lazy(() =>
  import('./reports-download').then((module) => ({ default: module.ReportsDownloadScreen })),
);
const ReportScreen = lazy(() => import('./report').then((module) => ({ default: module.ReportScreen })));
const FullScreenReportScreen = lazy(() =>
  import('./full-screen-report').then((module) => ({ default: module.FullScreenReportScreen })),
);

const PublicHtmlReportScreen = lazy(() =>
  import('./public-html-report').then((module) => ({ default: module.PublicHtmlReportScreen })),
);
const PatrollingReportScreen = lazy(() =>
  import('./patrolling-report').then((module) => ({ default: module.PatrollingReportScreen })),
);
const FmsConfigsScreen = lazy(() => import('./fms-configs').then((module) => ({ default: module.FmsConfigsScreen })));

export const screens: AreaScreens = {
  reportsDownload: ReportsDownloadScreen,
  report: ReportScreen,
  fullScreenReport: FullScreenReportScreen,
  publicHtmlReport: PublicHtmlReportScreen,
  patrollingReport: PatrollingReportScreen,
  fmsConfigs: FmsConfigsScreen,
};
