export { CondoDetails } from './CondoDetails';
