export { UnitsScreen } from './UnitsScreen';
