// @condo/shared/testing: the kit of the screens' component tests. Only the network is replaced (a fake axios
// adapter); resources, interceptors, toasts, antd and the router stay the real ones. For tests only: no production
// file imports it.
export * from '../api/testing/fakeBackend';
export * from './antdQueries';
export * from './fakeApi';
export * from './renderScreen';
export * from './theme';
export * from './toasts';
export * from './xlsxReader';
