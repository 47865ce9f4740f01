// @condo/shared: the one package every area and the host share (a Module Federation singleton).

export * from './api';
export * from './area';
export * from './bus';
export * from './constants';
export * from './contract';
export * from './format';
export * from './permissions';
export * from './routing';
export * from './session';
export * from './ui';
