import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

const Timestamp = Type.String({ format: 'date-time' });
const Status = StringEnum(['active', 'inactive']);

export const Bot = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Status,
    role_group: Type.Object({ id: Type.Integer(), name: Type.String() }),
    read_only: Type.Boolean(),
    last_login: Type.Union([Timestamp, Type.Null()]),
    last_active_at: addition(
      'Not in the spec’s Bot (it has last_login): the last heartbeat of its devices',
      Type.Union([Timestamp, Type.Null()], { description: 'The last heartbeat of one of its devices' }),
    ),
    auth_token: Type.Optional(
      Type.String({ description: 'Only in the answer that made the token (create, or an update that sets one)' }),
    ),
  },
  { $id: 'Bot' },
);

export const botComponents = [Bot];

export const BotListQuery = Type.Object({
  'role_group[]': Type.Optional(
    Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), {
      maxItems: 50,
      description: 'Role group names, e.g. LNPR-Bot',
    }),
  ),
  ...PageQuery,
});

const botFields = {
  role_group_id: Id({ description: 'A BotRoleGroup' }),
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  status: Type.Optional(Status),
  auth_token: Type.Optional(
    Type.String({ minLength: 16, maxLength: 200, description: 'Generated when absent (create)' }),
  ),
  read_only: Type.Optional(Type.Boolean()),
  // Declared so that the answer can say why (spec part 2 §5) rather than ignore it.
  send_welcome: Type.Optional(
    Type.Unknown({ description: 'Refused (422): bots cannot receive a welcome mail (spec part 2 §5)' }),
  ),
};

/** JSON or a form body (`bots[name]=…&bots[role_group_id]=…`). */
export const BotCreateBody = Type.Object({ bots: Type.Object(botFields) });
export const BotUpdateBody = Type.Object({ bots: Type.Partial(Type.Object(botFields)) });
export const BotParams = Type.Object({ id: Id() });

export const BotListResponse = PagedEnvelope(Type.Ref('Bot'));
export const BotResponse = Envelope(Type.Ref('Bot'));
/** The rotated token is in `data.auth_token`; it is shown only in this answer. */
export const RotatedTokenResponse = Type.Object({ data: Type.Ref('Bot'), message: Type.String() });
