import { type GuardState, menuItems, resolveRoute } from './resolve-route';

const viewerRoles = {
  'api/v1/condos': ['show'],
  'api/v1/notifications': ['index'],
  'api/v1/outboxes': ['index', 'show'],
  'api/v1/reports': ['index'],
};

const signedIn = (roles: Record<string, Record<string, string[]>> = {}): GuardState => ({
  signedIn: true,
  rolesOf: (condo) => roles[condo],
  currentCondo: null,
});

describe('the condo menu', () => {
  it('shows only the items whose every resource and action the user holds', () => {
    expect(menuItems('condo', viewerRoles).map((r) => r.title)).toEqual([
      'Details',
      'Notifications',
      'Reports',
      'Out-box',
      'Devices',
    ]);
  });

  it('hides an item when one of its required actions is missing', () => {
    const titles = menuItems('condo', { ...viewerRoles, 'api/v1/outboxes': ['index'] }).map((r) => r.title);
    expect(titles).toContain('Out-box');
    expect(titles).not.toContain('Devices');
  });

  it('shows every item when there is no stored map (spec part 1 §6)', () => {
    expect(menuItems('condo', null)).toHaveLength(20);
  });

  it('never lists the hidden download page', () => {
    expect(menuItems('condo', null).map((r) => r.path)).not.toContain('/condos/:id/reports-download');
  });
});

describe('route guards', () => {
  it('sends a visitor who is not signed in to the login page', () => {
    expect(resolveRoute('/condos', { ...signedIn(), signedIn: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user away from the login page to the condo list', () => {
    expect(resolveRoute('/', signedIn())).toEqual({ kind: 'redirect', to: '/condos' });
  });

  it('sends unknown paths to the default route', () => {
    expect(resolveRoute('/no/such/page', signedIn())).toEqual({ kind: 'redirect', to: '/condos' });
  });

  it('loads the condo’s permissions before deciding on a condo route', () => {
    expect(resolveRoute('/condos/marina-bay/schedulers', signedIn())).toMatchObject({
      kind: 'load-condo',
      condo: 'marina-bay',
    });
  });

  it('an analytics detail page takes its condo from its :name segment, so a reload or a shared link opens it', () => {
    expect(resolveRoute('/analytics_details/most-sms-count/marina-bay', signedIn())).toMatchObject({
      kind: 'load-condo',
      condo: 'marina-bay',
      route: { area: 'mfe-analytics', screen: 'analyticsDetails' },
    });
  });

  it('redirects a route the user lacks to the condo details, saying why', () => {
    expect(resolveRoute('/condos/marina-bay/schedulers', signedIn({ 'marina-bay': viewerRoles }))).toEqual({
      kind: 'redirect',
      to: '/condos/marina-bay/details',
      reason: 'You do not have access to Scheduler.',
    });
  });

  it('shows a permitted condo route with its area and condo', () => {
    expect(resolveRoute('/condos/marina-bay/out-box', signedIn({ 'marina-bay': viewerRoles }))).toMatchObject({
      kind: 'show',
      condo: 'marina-bay',
      route: { area: 'mfe-messaging', screen: 'outbox' },
    });
  });

  it('opens the public report pages without a session', () => {
    expect(resolveRoute('/html/report/42', { ...signedIn(), signedIn: false })).toMatchObject({
      kind: 'show',
      route: { screen: 'publicHtmlReport' },
    });
  });
});
