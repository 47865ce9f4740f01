import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Id, MAX_LENGTH, PagedEnvelope } from '../../plugins/envelope';

const Timestamp = Type.String({ format: 'date-time' });

/** Spec part 2 §3 Admin user: the login details of a console account and the condos it belongs to. */
export const AdminUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    slack_username: Type.Union([Type.String(), Type.Null()]),
    last_login: Type.Union([Timestamp, Type.Null()]),
    condos: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), alias_name: Type.String() }), {
      description: 'Condos the account is a member of, by name; only those within your reach',
    }),
  },
  { $id: 'AdminUser' },
);

export const adminUserComponents = [AdminUser];

export const AdminUserListQuery = Type.Object({
  query: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the e-mail or the Slack user name' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  // Spec part 2 §9: admin users page size 25.
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
});

/** Spec part 2 §5: only the Slack user name changes; any other field sent (email, …) is ignored. */
export const AdminUserUpdateBody = Type.Object({
  id: Id({ description: 'The admin user to change' }),
  slack_username: Type.Optional(
    Type.Union([Type.String({ maxLength: MAX_LENGTH.name }), Type.Null()], {
      description: 'Trimmed; empty or null clears it',
    }),
  ),
});

export const AdminUserListResponse = PagedEnvelope(Type.Ref('AdminUser'));
export const AdminUserResponse = Type.Object({
  data: addition('The spec’s update answer carries a message only', Type.Ref('AdminUser')),
  message: Type.Optional(Type.String()),
});
