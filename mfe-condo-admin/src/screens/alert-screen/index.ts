export { AlertScreenScreen } from './AlertScreenScreen';
