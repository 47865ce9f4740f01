export { integerMinimum, SettingField } from './SettingField';
export { SettingsEditor, type SettingsEditorProps } from './SettingsEditor';
export { SettingView } from './SettingView';
export type { SettingDefinition, SettingsGroupDefinition, SettingsValues, SettingType } from './types';
export { type SettingsEditorState, useSettingsEditor } from './useSettingsEditor';
export { displayText, initialSettingsValues, isEmptyValue, settingValue } from './values';
