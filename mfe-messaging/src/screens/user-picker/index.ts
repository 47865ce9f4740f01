export { UserPicker, type UserPickerProps, userOption } from './UserPicker';
