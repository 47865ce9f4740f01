import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, StringEnum } from '../../plugins/envelope';

const Status = StringEnum(['active', 'inactive'] as const);

export const WebApp = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alias_name: Type.String({ description: 'alerts, wemas, lnpr, residents or vms' }),
    status: Status,
    updated_at: addition('Not in the spec’s Web app', Type.String({ format: 'date-time' })),
  },
  { $id: 'WebApp' },
);

export const webAppComponents = [WebApp];

/** Spec part 2 §7: `page&perPage` (camelCase on this call; the console asks for page 1, perPage 10). */
export const WebAppListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
});
export const WebAppParams = Type.Object({ id: Id() });
export const WebAppUpdateBody = Type.Object({ status: Status });
export const WebAppListResponse = Type.Object({
  data: Type.Array(Type.Ref('WebApp')),
  total_entries: addition('The spec’s web apps call answers data only', Type.Integer()),
  message: Type.Optional(Type.String()),
});
export const WebAppResponse = Envelope(Type.Ref('WebApp'));

/** The Create Condo wizard's Web List: what a new condo can run. */
export const AvailableWebApp = Type.Object({ name: Type.String(), alias_name: Type.String() });
export const AvailableWebAppsResponse = Envelope(Type.Array(AvailableWebApp));
