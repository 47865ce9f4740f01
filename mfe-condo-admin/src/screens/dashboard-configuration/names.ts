/** Spec part 2, Dashboard Configuration: 'vehicle_entries.today_count' → 'Vehicle Entries Today Count'. */
export function tileDisplayName(name: string): string {
  return name
    .replace(/[._]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
