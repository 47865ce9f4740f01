export {
  EditableListActions,
  type EditableListActionsProps,
  EditableListScreen,
  type EditableListScreenProps,
} from './EditableListScreen';
export { RecordFormModal, type RecordFormModalProps } from './RecordFormModal';
export {
  type EditableListOptions,
  type EditableListState,
  type RecordFormProps,
  useEditableList,
} from './useEditableList';
export { useFormSave } from './useFormSave';
export { type FormTab, type FormTabsState, useFormTabs } from './useFormTabs';
export {
  type RecordFormModalBinding,
  type RecordFormOptions,
  type RecordFormState,
  type RecordResource,
  useRecordForm,
} from './useRecordForm';
export { type RecordPermissions, useRecordPermissions } from './useRecordPermissions';
