import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, StringEnum } from '../../plugins/envelope';

/** Digits only, at most 12 (spec part 2 §5), without the country code. */
const Phone = Type.String({
  minLength: 1,
  maxLength: 12,
  pattern: '^[0-9]+$',
  description: 'Digits only, without the country code',
  'x-message': 'must be digits only, at most 12',
});
const CountryCode = Type.Unsafe<65 | 91>({ type: 'integer', enum: [65, 91], description: '65 (Singapore) or 91' });

/** Not wrapped in a resource key: the console posts the fields as they are (spec part 2 §7). */
export const SendSmsBody = Type.Object({
  phone: Phone,
  country_code: CountryCode,
  recipient_type: StringEnum(['resident']),
  recipient_id: Id({ description: 'A resident of this condo whose number this is' }),
  content: Type.String({ minLength: 1, maxLength: 400 }),
});

export const QueuedMessage = Type.Object(
  { id: Type.Integer(), status: Type.String({ description: 'queued' }) },
  { $id: 'QueuedMessage' },
);

export const ResidentByPhone = Type.Object(
  {
    id: Type.Integer(),
    country_code: Type.Integer(),
    name: addition('Not in the spec’s look-up answer {country_code, id}', Type.String()),
  },
  { $id: 'ResidentByPhone' },
);

export const smsComponents = [QueuedMessage, ResidentByPhone];

export const ResidentPhoneParams = Type.Object({ phone: Phone });
export const OutboxParams = Type.Object({ id: Id() });
export const QueuedMessageResponse = Type.Object({
  data: addition('The spec’s send answer carries a message only', Type.Ref('QueuedMessage')),
  message: Type.Optional(Type.String()),
});
export const ResidentByPhoneResponse = Envelope(Type.Ref('ResidentByPhone'));
