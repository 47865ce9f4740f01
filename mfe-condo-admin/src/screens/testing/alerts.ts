// Test data for the alert screens' component tests; the fake API and the render helper are the shared kit's
// (`@condo/shared/testing`).
import type { AlertType, Presentation } from '@condo/shared';

export function alertTypeFixture(overrides: Partial<AlertType> = {}): AlertType {
  return {
    id: 51,
    name: 'Overstay vehicle',
    alias_name: 'overstay_vehicle',
    nature: 'unit',
    status: 'active',
    recent_alert_time: 'recent_triggered_time',
    auto_resolve: 'after_12_hours',
    alert_group: { id: 1, name: 'Over Stay' },
    notification: { id: 71, name: 'Gate Camera Alerts' },
    weight: { raised: 10, resolved: 5, false_alert: 2 },
    whatsapp_content: { raised: 'Overstay!', resolved: 'Left', false_alert: 'False' },
    sms_content: { raised: 'Overstay', resolved: 'Left', false_alert: 'False' },
    emergency: false,
    description: 'Vehicles past their time',
    ...overrides,
  };
}

export function presentationFixture(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 61,
    position: 1,
    title: 'Emergencies',
    subtitle: 'Fire and lift alarms',
    header: 'Marina Bay',
    footer: 'Guard house',
    alert_types: ['fire_alarm'],
    sound: true,
    disabled: false,
    visibility: true,
    url: 'https://alerts.example.com/emergencies',
    icon_url: null,
    expand: 'full',
    align: 'center',
    ...overrides,
  };
}
