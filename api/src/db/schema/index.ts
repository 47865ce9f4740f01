/**
 * The database's tables, one file a domain: the condo and what the console edits (core.ts), the site activity the
 * devices record (activity.ts) and its roll-ups (rollups.ts), the FMS forms (fms.ts), the report jobs (reports.ts),
 * the sign-in records (sign-in.ts) and each user's own table settings (preferences.ts). Each file imports only the
 * ones it refers to; callers import this one.
 */
export * from './activity';
export * from './core';
export * from './fms';
export * from './preferences';
export * from './reports';
export * from './rollups';
export * from './sign-in';
