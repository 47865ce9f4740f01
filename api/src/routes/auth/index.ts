import { routeGroup } from '../route-group';
import { SIGN_IN_CODE_QUEUE } from './otp-service';
import routes from './routes';
import { authComponents } from './schemas';
import sessionRoutes from './session-routes';
import { signInCodeHandler } from './sign-in-code-job';

/** Sign-in (password and e-mailed code), sessions, refresh and logout. */
export default routeGroup({
  name: 'auth',
  paths: [
    '/login',
    '/admin/login',
    '/admin/logout',
    '/admin/send_otp',
    '/public_key',
    '/refresh_token',
    '/admin/admin_users/:id/sessions',
  ],
  global: [routes, sessionRoutes],
  components: authComponents,
  jobs: (context) => ({ [SIGN_IN_CODE_QUEUE]: signInCodeHandler(context) }),
});
