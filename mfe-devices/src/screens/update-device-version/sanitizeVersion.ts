/** Spec part 1 §5: characters other than letters, digits, underscore and dot are removed as typed. */
export function sanitizeVersion(text: string | null | undefined): string {
  return (text ?? '').replace(/[^A-Za-z0-9_.]/g, '');
}
