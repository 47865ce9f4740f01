// The screens of the auth area, by the screen id the host's route table names.
import type { AreaScreens } from '@condo/shared';
import { lazy } from 'react';
import { LoginScreen } from './login';

// The identity screens load on first use: the login route (this area's first paint) downloads none of them.
const UsersAndBotsScreen = lazy(() =>
  import('./users-and-bots').then((module) => ({ default: module.UsersAndBotsScreen })),
);
const AdminUsersScreen = lazy(() => import('./admin-users').then((module) => ({ default: module.AdminUsersScreen })));
const AlertUsersScreen = lazy(() => import('./alert-users').then((module) => ({ default: module.AlertUsersScreen })));

export const screens: AreaScreens = {
  // The product's first paint: it reads no route state, so it is drawn without downloading react-router.
  login: { component: LoginScreen, router: false },
  usersAndBots: UsersAndBotsScreen,
  adminUsers: AdminUsersScreen,
  alertUsers: AlertUsersScreen,
};
