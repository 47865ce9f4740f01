export * from './alerts';
export * from './callStatus';
export * from './colors';
export * from './enums';
export * from './limits';
export * from './messages';
