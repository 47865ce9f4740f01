// The screens of the condo administration area, by the screen id the host's route table names.
import { CondoDetails } from './condo-details';
import { CondoList } from './condo-list';

export const screens = {
  condoList: CondoList,
  condoDetails: CondoDetails,
};
