// Test data for the messaging area's component tests; the render helper is the shared kit's (`@condo/shared/testing`).
import type { CondoUser, NotificationGroup, UserReport } from '@condo/shared';

export function userFixture(id: number, first: string, last = 'Tan'): CondoUser {
  return {
    id,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.test`,
    // The rest of a Users row (the pickers show only the name).
    phone: null,
    country_code: 65,
    status: 'active',
    role_group: { id: 6, name: 'User' },
    read_only: false,
    last_login: null,
  };
}

export function groupFixture(overrides: Partial<NotificationGroup> = {}): NotificationGroup {
  return {
    id: 1,
    name: 'Gate Camera Alerts',
    status: 'active',
    notification_type: 'alert',
    sms_user_ids: [11, 12],
    whatsapp_user_ids: [12],
    mail_user_ids: [],
    users_json: [
      { id: 11, first_name: 'Aarav', sms: true, whatsapp: false, mail: false },
      { id: 12, first_name: 'Mei Ling', sms: true, whatsapp: true, mail: false },
    ],
    ...overrides,
  };
}

export function reportFixture(overrides: Partial<UserReport> = {}): UserReport {
  return {
    id: 5,
    name: 'Weekly Management Report',
    report_type: 'consolidated',
    status: 'active',
    user_ids: [11, 12],
    users: [
      { id: 11, first_name: 'Aarav' },
      { id: 12, first_name: 'Mei Ling' },
    ],
    ...overrides,
  };
}
