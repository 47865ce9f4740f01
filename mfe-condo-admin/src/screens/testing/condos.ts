// Test data for the condo screens' component tests.
import type { Condo } from '@condo/shared';

export function condoFixture(overrides: Partial<Condo> = {}): Condo {
  return {
    id: 7,
    name: 'Sunrise Towers',
    alias_name: 'sunrise-towers',
    status: 'active',
    completed: true,
    guard_house: '+65 6123 4567',
    default_country_code: 65,
    email: 'admin@sunrise.sg',
    location: 'https://maps.example.com/?q=sunrise',
    logo_url: 'https://cdn.example.com/sunrise.png',
    url_host: { web_ui: 'https://sunrise-towers.example.com', service_ui: 'https://sunrise-towers.api.example.com' },
    web_apps: ['alerts', 'lnpr', 'vms'],
    contractor: 'Enabled',
    guest: 'Disabled',
    delivery: 'Enabled',
    invite: 'Disabled',
    allow_login: true,
    configurations: {},
    created_at: '2026-01-05T08:00:00Z',
    updated_at: '2026-03-10T09:30:00Z',
    ...overrides,
  };
}
