// The screens of the condo administration area, by the screen id the host's route table names.
import { lazy } from 'react';
import { CondoDetails } from './condo-details';
import { CondoList } from './condo-list';

// Loaded on first use: the condo screens download none of it.
const SchedulersScreen = lazy(() => import('./schedulers').then((module) => ({ default: module.SchedulersScreen })));

export const screens = {
  condoList: CondoList,
  condoDetails: CondoDetails,
  schedulers: SchedulersScreen,
};
