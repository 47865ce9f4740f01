export { PublicHolidaysScreen } from './PublicHolidaysScreen';
