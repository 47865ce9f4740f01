export { moved } from './moved';
export { SORT_HANDLE_CLASS, SortableBody, SortableRows, sortableTableComponents } from './SortableBody';
export { MoveAnnouncement, SortHandle, type SortHandleProps, useKeyboardMove } from './useKeyboardMove';
export { useOrderedList } from './useOrderedList';
