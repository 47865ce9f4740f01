import type { AlertUser, AlertUserCreateInput } from '@condo/shared';

export interface AlertUserFormValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  status?: 'active' | 'inactive';
  condo_ids?: number[];
}

/** A new alert user is active and assigned to the condo in view (when the console knows its id). */
export function initialAlertUserValues(user: AlertUser | undefined, currentCondoId?: number): AlertUserFormValues {
  if (!user) return { status: 'active', condo_ids: currentCondoId === undefined ? [] : [currentCondoId] };
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    condo_ids: user.condo_ids,
  };
}

/** `{ alert_users: { condo_ids, first_name, last_name, email, phone, status } }` of spec part 2 §7. */
export function alertUserBody(values: AlertUserFormValues): AlertUserCreateInput {
  return {
    condo_ids: values.condo_ids ?? [],
    first_name: (values.first_name ?? '').trim(),
    last_name: (values.last_name ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: values.phone ?? '',
    status: values.status ?? 'active',
  };
}
