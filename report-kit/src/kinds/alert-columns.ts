import type { TableColumn } from '../kit/model';

/** The detailed alert table's columns (spec part 3 §2.2). */
export const DETAIL_COLUMNS: TableColumn[] = [
  { key: 'no', title: 'S.No' },
  { key: 'triggered', title: 'Alert Triggered Time' },
  { key: 'description', title: 'Description' },
  { key: 'status', title: 'Status' },
  { key: 'image', title: 'Image' },
  { key: 'remarks', title: 'Remarks' },
];
