// The messaging value lists exist twice: the API validates them (api/src/routes/*/kinds.ts) and the console offers
// them. The API's OpenAPI document is the contract; these must match it, order included (the first is the default).
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES, REPORT_STATUSES, REPORT_TYPES } from './enums';

type Schema = { properties: Record<string, { enum?: string[] }> };
// jest's own require reads JSON; the package has no Node types, so it is declared here.
declare const require: (path: string) => unknown;
const document = require('../../../api/openapi.json') as {
  components: { schemas: Record<string, Schema> };
};
const enumOf = (schema: string, field: string) => document.components.schemas[schema]?.properties[field]?.enum;

test('notification types and statuses are the API’s', () => {
  expect([...NOTIFICATION_TYPES]).toEqual(enumOf('NotificationGroup', 'notification_type'));
  expect([...NOTIFICATION_STATUSES]).toEqual(enumOf('NotificationGroup', 'status'));
});

test('report types and statuses are the API’s', () => {
  expect(REPORT_TYPES).toEqual(enumOf('UserReport', 'report_type'));
  expect([...REPORT_STATUSES]).toEqual(enumOf('UserReport', 'status'));
});
