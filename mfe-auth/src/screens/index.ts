// The screens of the auth area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { LoginScreen } from './login';

export const screens: AreaScreens = {
  // The product's first paint: it reads no route state, so it is drawn without downloading react-router.
  login: { component: LoginScreen, router: false },
};
