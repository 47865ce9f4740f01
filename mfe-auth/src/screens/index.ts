// The screens of the auth area, by the screen id the host's route table names.
import { LoginScreen } from './login';

export const screens = {
  login: LoginScreen,
};
