export * from './alerts';
export * from './colors';
export * from './enums';
export * from './limits';
export * from './messages';
