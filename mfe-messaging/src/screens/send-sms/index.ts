export { SendSmsScreen } from './SendSmsScreen';
