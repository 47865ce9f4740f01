export {
  EditableListScreen,
  type EditableListScreenProps,
  type RecordFormProps,
  useRecordPermissions,
} from './EditableListScreen';
export { useFormSave } from './useFormSave';
