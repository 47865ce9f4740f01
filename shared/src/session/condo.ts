import type { Condo } from '../contract';

/** localStorage key of a condo's details; the condo name is the alias from the URL. */
export const condoDetailsKey = (condoName: string) => `${condoName}_condo_details`;

/** Kept when the user opens a condo; screens read it back by the alias in the URL. */
export function storeCondoDetails(condo: Condo): void {
  localStorage.setItem(condoDetailsKey(condo.alias_name), JSON.stringify(condo));
}

/** The stored details, or null when missing or unreadable (the host then redirects to /condos). */
export function getCondoDetails(condoName: string): Condo | null {
  const raw = localStorage.getItem(condoDetailsKey(condoName));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Condo;
  } catch {
    return null;
  }
}
