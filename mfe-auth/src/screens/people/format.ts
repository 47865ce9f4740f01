/** What the identity lists show of a person: names, phone and login. */
export interface PersonFields {
  first_name: string;
  last_name?: string | null;
  phone?: string | null;
  country_code?: number | null;
  email: string;
  status: string;
  last_login: string | null;
}

/** 'Mei Ling Tan'; the first name alone when there is no last name. */
export const personName = (person: Pick<PersonFields, 'first_name' | 'last_name'>) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** Spec part 2 §2: '+country_code phone', e.g. '+65 91234567'; '-' without a phone. */
export function formatPhone({ phone, country_code }: Pick<PersonFields, 'phone' | 'country_code'>): string {
  if (!phone) return '-';
  return country_code ? `+${country_code} ${phone}` : phone;
}

/** Phones are digits only (spec part 2 §5, part 1 §9: at most 12). */
export const PHONE_MAX_DIGITS = 12;
export const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

/**
 * Whether a person fits a search as the reference API's users search decides it (part of the first name, last name or
 * e-mail), or the whole name: the console's own filter when the spec's backend ignores the search (an addition).
 */
export function personFitsSearch(person: Pick<PersonFields, 'first_name' | 'last_name' | 'email'>, text: string) {
  const wanted = text.trim().toLowerCase();
  return [person.first_name, person.last_name, person.email, personName(person)].some((value) =>
    value?.toLowerCase().includes(wanted),
  );
}
