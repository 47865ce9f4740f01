import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { listCondoUsers } from './queries';
import { createUser, removeUser, updateUser } from './save';
import {
  DeletedResponse,
  ProfileResponse,
  RolesResponse,
  UserCreateBody,
  UserListQuery,
  UserListResponse,
  UserParams,
  UserResponse,
  UserUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/users';
const tags = ['users'];
/** The role group must be a UserRoleGroup (the shared check); whether the caller may assign it is the handler's. */
const foreignIds = { 'users.role_group_id': 'userRoleGroup' } as const;

/** Per-condo: who the caller is here, and what they may do (the console's `<condo>_user_roles`). */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/profile',
    {
      config: { permission: 'member' },
      schema: {
        summary: "The caller's profile and role group in this condo",
        response: { 200: ProfileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { roleGroup } = requireTenant(request);
      return {
        data: {
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          slack_username: user.slackUsername,
          role_group: roleGroup,
          is_super_admin: user.isSuperAdmin,
        },
      };
    },
  );

  app.get(
    '/api/v1/users/roles',
    {
      config: { permission: 'member' },
      schema: {
        summary: "The caller's permission map for this condo",
        response: { 200: RolesResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: requireTenant(request).permissions }),
  );

  app.get(
    '/api/v1/users',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "The condo's people (its members) with their role here, by first name",
        querystring: UserListQuery,
        response: { 200: UserListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 25, query } = request.query;
      const { rows, total } = await listCondoUsers(app.db, {
        condoId: requireTenant(request).condo.id,
        search: query,
        roleGroups: request.query['role_group[]'],
        statuses: request.query['status[]'],
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );

  app.post(
    '/api/v1/users',
    {
      config: { permission: { resource: RESOURCE, action: 'create' }, foreignIds },
      schema: {
        tags,
        summary:
          'Adds a person to this condo with a role your role may assign. An e-mail that already has an account is ' +
          'invited (the answer is the same as for a new person; a super admin adds the account at once). ' +
          'send_welcome queues a welcome mail',
        body: UserCreateBody,
        response: { 200: UserResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => createUser(app, request, request.body.users),
  );

  app.put(
    '/api/v1/users/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' }, foreignIds },
      schema: {
        tags,
        summary: 'Changes a person of this condo: the fields sent; their role only to one your role may assign',
        params: UserParams,
        body: UserUpdateBody,
        response: { 200: UserResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateUser(app, request, request.params.id, request.body.users),
  );

  app.delete(
    '/api/v1/users/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'destroy' } },
      schema: {
        tags,
        summary: 'Removes a person from this condo (their membership); the account and other condos stay',
        params: UserParams,
        response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await removeUser(app, request, request.params.id);
      return { message: 'Deleted Successfully..!!' };
    },
  );
};

export default userRoutes;
