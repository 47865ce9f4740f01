// The alert, call-status and colour tables are exported by '@condo/shared/ui' (kit.ts): only data screens draw them,
// and the login route would carry them for nothing.
export * from './enums';
export * from './limits';
export * from './messages';
