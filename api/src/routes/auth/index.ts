import { routeGroup } from '../route-group';
import { SIGN_IN_CODE_QUEUE } from './otp-service';
import routes from './routes';
import { authComponents } from './schemas';
import sessionRoutes from './session-routes';
import { signInCodeHandler } from './sign-in-code-job';

/** Sign-in (password and e-mailed code), sessions, refresh and logout. */
export default routeGroup({
  name: 'auth',
  // Sign-in's paths have no segment of their own (spec part 1 §7): they are the session's, whatever their names say.
  paths: ['/login', '/admin/login', '/admin/logout', '/admin/send_otp', '/public_key', '/refresh_token'],
  global: [routes, sessionRoutes],
  components: authComponents,
  jobs: (context) => ({ [SIGN_IN_CODE_QUEUE]: signInCodeHandler(context) }),
});
