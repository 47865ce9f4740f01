// The screens of the devices area, by the screen id the host's route table names.
import { DevicesScreen } from './devices';

export const screens = {
  devices: DevicesScreen,
};
