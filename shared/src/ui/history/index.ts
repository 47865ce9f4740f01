export { changeTitle, changeValue, fieldLabel } from './changeValue';
export { RecordHistory, type RecordHistoryProps } from './RecordHistory';
export { RecordTabs, type RecordTabsProps } from './RecordTabs';
