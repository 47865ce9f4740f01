// Condo administration shapes of spec part 2 §3 and §7 (units, public holidays), taken from the API's OpenAPI
// document so they are never written twice.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** A row of `GET /api/v1/public_holidays`: date is the calendar day YYYY-MM-DD, day its lowercase weekday. */
export type PublicHoliday = Schemas['PublicHoliday'];
/** `POST /api/v1/public_holidays` body, inside `{pub_holiday: …}`: date DD/MM/YYYY, day lowercase. */
export interface PublicHolidayInput {
  date: string;
  day: string;
  holiday: string;
}

/** `GET /api/v1/units/list` → data: each block with its floors and their units, and the counts. */
export type UnitBlock = Schemas['UnitBlock'];
export type UnitFloor = Schemas['UnitFloor'];
/** `GET /api/v1/units/residents?block&floor` → data: the floor's units, each with its residents. */
export type UnitWithResidents = Schemas['UnitWithResidents'];
export type UnitResident = Schemas['UnitResident'];
/** `POST /api/v1/units/import` → data: what the file added. */
export type UnitImportResult = Schemas['UnitImportResult'];
/** A refused import's body: every bad line of the file (the header is line 1). */
export type UnitImportError = Schemas['UnitImportError'];
export type UnitImportProblem = Schemas['UnitImportProblem'];

/** A row of `GET /api/v1/call_logs` (spec part 2 §3 Call log); `forwarded_to` is the Primary/Secondary marker. */
export type CallLog = Schemas['CallLog'];
export type CallLogCount = Schemas['CallLogCount'];
