import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Id, MAX_LENGTH, MessageBody, PagedEnvelope, PageQuery } from '../../plugins/envelope';

export const SuppressionEntry = Type.Object(
  {
    id: Type.Integer(),
    phone: Type.String({ description: 'Digits, without the country code' }),
    country_code: Type.Integer(),
    reason: addition('The spec shows a suppression entry’s id only', Type.String()),
    created_at: addition('The spec shows a suppression entry’s id only', Type.String({ format: 'date-time' })),
  },
  { $id: 'SuppressionEntry' },
);

export const suppressionComponents = [SuppressionEntry];

export const SuppressionListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the number or reason' })),
});
export const SuppressionParams = Type.Object({ id: Id() });
export const SuppressionListResponse = PagedEnvelope(Type.Ref('SuppressionEntry'));
export const SuppressionDeleteResponse = MessageBody;
