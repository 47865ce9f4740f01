// The screens of the condo administration area, by the screen id the host's route table names.
import { lazy } from 'react';
import { CondoDetails } from './condo-details';
import { CondoList } from './condo-list';

// Loaded on first use: the condo screens download neither the units tree nor the holidays' date picker.
const UnitsScreen = lazy(() => import('./units').then((module) => ({ default: module.UnitsScreen })));
const PublicHolidaysScreen = lazy(() =>
  import('./public-holidays').then((module) => ({ default: module.PublicHolidaysScreen })),
);

export const screens = {
  condoList: CondoList,
  condoDetails: CondoDetails,
  units: UnitsScreen,
  publicHolidays: PublicHolidaysScreen,
};
