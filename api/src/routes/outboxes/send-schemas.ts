import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Id, StringEnum } from '../../plugins/envelope';
import { Phone } from '../residents/schemas';

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

export const smsComponents = [QueuedMessage];

export const QueuedMessageResponse = Type.Object({
  data: addition('The spec’s send answer carries a message only', Type.Ref('QueuedMessage')),
  message: Type.Optional(Type.String()),
});
