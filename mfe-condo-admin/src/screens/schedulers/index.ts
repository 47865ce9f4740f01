export { SchedulersScreen } from './SchedulersScreen';
