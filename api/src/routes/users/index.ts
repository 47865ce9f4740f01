export { default as userInvitationRoutes } from './invitation-routes';
export { default as userRoutes } from './routes';
export { userComponents } from './schemas';
