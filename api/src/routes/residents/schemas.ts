import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope } from '../../plugins/envelope';

/** Digits only, at most 12 (spec part 2 §5), without the country code. */
export const Phone = Type.String({
  minLength: 1,
  maxLength: 12,
  pattern: '^[0-9]+$',
  description: 'Digits only, without the country code',
  'x-message': 'must be digits only, at most 12',
});
export const ResidentByPhone = Type.Object(
  {
    id: Type.Integer(),
    country_code: Type.Integer(),
    name: addition('Not in the spec’s look-up answer {country_code, id}', Type.String()),
  },
  { $id: 'ResidentByPhone' },
);

export const residentComponents = [ResidentByPhone];

export const ResidentPhoneParams = Type.Object({ phone: Phone });
export const ResidentByPhoneResponse = Envelope(Type.Ref('ResidentByPhone'));

export const AllowLoginBody = Type.Object({ residents: Type.Object({ allow_login: Type.Boolean() }) });
export const AllowLoginResponse = Envelope(Type.Ref('Condo'));
