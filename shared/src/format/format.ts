import { DEVICE_STATES } from '../constants/enums';

/** Cuts text to `length` characters followed by '...'; short text and empty values pass unchanged. */
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Operational state shown for a device: its state when active and known, else 'Created' (spec part 1 §4). */
export function deviceStateLabel(status: string | null | undefined, state: string | null | undefined): string {
  if (status !== 'active') return status || 'Created';
  return state && (DEVICE_STATES as readonly string[]).includes(state) ? state : 'Created';
}
