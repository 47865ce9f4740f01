export { AlertTypesScreen } from './AlertTypesScreen';
