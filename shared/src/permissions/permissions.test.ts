import { can, filterByPermission } from './permissions';
import { loadRoles, storeRoles } from './roles';

const map = {
  'api/v1/notifications': ['index', 'show', 'create'],
  'api/v1/outboxes': ['index', 'show', 'send_sms'],
};

describe('can', () => {
  it('is true when every required resource holds every required action', () => {
    expect(can(map, { 'api/v1/outboxes': ['index', 'show'] })).toBe(true);
    expect(can(map, { 'api/v1/outboxes': ['send_sms'], 'api/v1/notifications': ['index'] })).toBe(true);
  });

  it('is false when a required resource is missing', () => {
    expect(can(map, { 'api/v1/reports': ['index'] })).toBe(false);
  });

  it('is false when a required action is missing', () => {
    expect(can(map, { 'api/v1/notifications': ['index', 'update'] })).toBe(false);
  });

  it('shows everything without a stored map, and anything without requirements', () => {
    expect(can(null, { 'api/v1/reports': ['index'] })).toBe(true);
    expect(can(map, undefined)).toBe(true);
    expect(can(map, {})).toBe(true);
  });
});

describe('filterByPermission (menus)', () => {
  const menu = [
    { key: 'notifications', permissions: { 'api/v1/notifications': ['index'] } },
    { key: 'reports', permissions: { 'api/v1/reports': ['index'] } },
    { key: 'sms', permissions: { 'api/v1/outboxes': ['send_sms'] } },
    { key: 'devices', permissions: { 'api/v1/outboxes': ['index', 'show'] } },
    { key: 'edit-notifications', permissions: { 'api/v1/notifications': ['update'] } },
    { key: 'back' },
    {
      key: 'admin',
      children: [
        { key: 'users', permissions: { 'api/v1/users': ['index'] } },
        { key: 'roles', permissions: { 'api/v1/role_groups': ['index'] } },
      ],
    },
  ];

  it('keeps the items the map allows, and drops a group with nothing left', () => {
    expect(filterByPermission(menu, map).map((item) => item.key)).toEqual(['notifications', 'sms', 'devices', 'back']);
  });

  it('filters children', () => {
    const filtered = filterByPermission(menu, { ...map, 'api/v1/users': ['index'] });
    expect(filtered.find((item) => item.key === 'admin')?.children?.map((child) => child.key)).toEqual(['users']);
  });

  it('shows every item when there is no map', () => {
    expect(filterByPermission(menu, null)).toEqual(menu);
  });
});

describe('stored roles', () => {
  it("keeps the map under '<condo>_user_roles'", () => {
    storeRoles('sunrise', map);
    expect(JSON.parse(localStorage.getItem('sunrise_user_roles') ?? 'null')).toEqual(map);
    expect(loadRoles('sunrise')).toEqual(map);
    expect(loadRoles('moonbay')).toBeNull();
    localStorage.setItem('moonbay_user_roles', '[');
    expect(loadRoles('moonbay')).toBeNull();
  });
});
