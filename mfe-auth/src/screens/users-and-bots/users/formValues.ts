import { type CondoUser, DEFAULT_COUNTRY_CODE, type UserCreateInput } from '@condo/shared';

export interface UserFormValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  country_code?: 65 | 91;
  phone?: string;
  role_group_id?: number;
  status?: 'active' | 'inactive';
  read_only?: boolean;
  send_welcome?: boolean;
}

/** A new user: country code 65, active, not read only, no welcome mail unless asked (spec part 2 §3, §9). */
export function initialUserValues(user?: CondoUser): UserFormValues {
  if (!user) return { country_code: DEFAULT_COUNTRY_CODE, status: 'active', read_only: false, send_welcome: false };
  return {
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    email: user.email,
    country_code: (user.country_code === 91 ? 91 : 65) as 65 | 91,
    phone: user.phone ?? '',
    role_group_id: user.role_group?.id,
    status: user.status,
    read_only: user.read_only,
    send_welcome: false,
  };
}

/** The `{ users: … }` body of spec part 2 §7, POST and PUT alike, `send_welcome` included (true sends it again). */
export function userBody(values: UserFormValues): UserCreateInput {
  return {
    role_group_id: values.role_group_id as number,
    first_name: (values.first_name ?? '').trim(),
    last_name: (values.last_name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: values.phone ? values.phone : null,
    country_code: values.country_code ?? DEFAULT_COUNTRY_CODE,
    status: values.status ?? 'active',
    read_only: values.read_only ?? false,
    send_welcome: values.send_welcome ?? false,
  };
}
