export { OutboxScreen } from './OutboxScreen';
