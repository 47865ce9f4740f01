// The command palette's entries (issue #28 item 5): the screens of the route table the user may open, and the condos
// they may switch to, each once.
import type { PermissionMap } from '@condo/shared';
import { menuItems } from './resolve-route';

export interface PaletteEntry {
  /** Where it goes: also its key. */
  href: string;
  title: string;
  /** What it belongs to: 'Console', the condo's name, or 'Switch condo'. */
  group: string;
}

export interface PaletteContext {
  /** The condo the user works in, with its loaded permission map; absent outside a condo. */
  condo?: { alias: string; name: string; roles: PermissionMap | undefined };
  /** Condos the user may open (the condo list's answer). */
  condos: readonly { alias_name: string; name: string }[];
}

export function paletteEntries({ condo, condos }: PaletteContext): PaletteEntry[] {
  const entries: PaletteEntry[] = menuItems('top', null).map((route) => ({
    href: route.path,
    title: route.title,
    group: 'Console',
  }));
  if (condo?.roles) {
    for (const route of menuItems('condo', condo.roles)) {
      entries.push({
        href: route.path.replace(':id', encodeURIComponent(condo.alias)),
        title: route.title,
        group: condo.name,
      });
    }
  }
  for (const other of condos) {
    if (other.alias_name === condo?.alias) continue;
    entries.push({
      href: `/condos/${encodeURIComponent(other.alias_name)}/details`,
      title: other.name,
      group: 'Switch condo',
    });
  }
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.href) && seen.add(entry.href));
}

/** The entries whose title or group holds every word of `text`, case-insensitive. */
export function matchEntries(entries: readonly PaletteEntry[], text: string): PaletteEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const haystack = `${entry.title} ${entry.group}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
