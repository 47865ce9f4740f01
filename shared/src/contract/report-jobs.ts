// Report jobs and the patrolling report (spec part 3 §2.5, §3 Report job, §7), taken from the API's OpenAPI document.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** `GET /api/v1/bms_reports/{id}/details` → data: s3_url is set once the PDF is ready; view_url is the public viewer. */
export type BmsReportDetails = Schemas['BmsReportDetails'];
/** A row of `GET /api/v1/cam_groups`: report_path is the public Patrolling Report's console path. */
export type CamGroup = Schemas['CamGroup'];
/** `GET /api/v1/cam_groups/{id}/question_submissions` → data: one group per camera and patrol round. */
export type PatrolGroup = Schemas['PatrolGroup'];
