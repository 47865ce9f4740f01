import { matchEntries, paletteEntries } from './palette';

const roles = { 'api/v1/outboxes': ['index'], 'api/v1/condos': ['show'] };

test('the palette lists the top screens, the condo screens its map allows, and the other condos, each once', () => {
  const entries = paletteEntries({
    condo: { alias: 'marina-bay', name: 'Marina Bay Residences', roles },
    condos: [
      { alias_name: 'marina-bay', name: 'Marina Bay Residences' },
      { alias_name: 'orchid', name: 'Orchid Gardens' },
      { alias_name: 'orchid', name: 'Orchid Gardens' },
    ],
  });
  const hrefs = entries.map((entry) => entry.href);
  expect(hrefs).toContain('/condos');
  expect(hrefs).toContain('/condos/marina-bay/out-box');
  expect(hrefs).toContain('/condos/marina-bay/details');
  expect(hrefs).not.toContain('/condos/marina-bay/notifications');
  expect(entries.filter((entry) => entry.group === 'Switch condo')).toEqual([
    { href: '/condos/orchid/details', title: 'Orchid Gardens', group: 'Switch condo' },
  ]);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('outside a condo or before its map loads, only the top screens and the condos', () => {
  const entries = paletteEntries({
    condo: { alias: 'marina-bay', name: 'Marina Bay', roles: undefined },
    condos: [{ alias_name: 'orchid', name: 'Orchid Gardens' }],
  });
  expect(entries.map((entry) => entry.group)).toEqual(['Console', 'Console', 'Switch condo']);
});

test('a search matches every word in the title or the group, in any case', () => {
  const entries = paletteEntries({
    condo: { alias: 'marina-bay', name: 'Marina Bay Residences', roles },
    condos: [{ alias_name: 'orchid', name: 'Orchid Gardens' }],
  });
  expect(matchEntries(entries, 'out marina').map((entry) => entry.href)).toEqual(['/condos/marina-bay/out-box']);
  expect(matchEntries(entries, 'ORCHID').map((entry) => entry.title)).toEqual(['Orchid Gardens']);
  expect(matchEntries(entries, '')).toHaveLength(entries.length);
});
