import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { TIMINGS } from '../../constants/limits';
import type { ListPageDefinition } from '../list/definition';
import { type ServerListOptions, type ServerListState, useServerList } from '../list/useServerList';
import { type RecordPermissions, useRecordPermissions } from './useRecordPermissions';

/** What a list hands its form dialog. */
export interface RecordFormProps<Row> {
  /** The record to edit; absent to add one. */
  record?: Row;
  onClose: () => void;
  /** After a successful save: the list fetches again a second later (spec part 1 §4, part 2 §4). */
  onSaved: () => void;
}

export interface EditableListOptions<Row, Query> {
  /** The list's declaration (title, columns, filters, search, page size). */
  page: ListPageDefinition<Row, Query>;
  /** `api/v1/notifications`: `create` shows Add, `update` makes a row click open the form. */
  permission: string;
  /** The resource that decides when the stored map has no `permission` entry at all (it is an addition of api/). */
  permissionWhenAbsent?: string;
  renderForm: (props: RecordFormProps<Row>) => ReactNode;
  /** False where records are only edited, never added here (Admin users). */
  allowCreate?: boolean;
  /** False where records are only added and deleted, never edited (Public holidays): rows do not open the form. */
  allowUpdate?: boolean;
}

export interface EditableListState<Row, Query> {
  /** The declaration with the row click bound to the form (when the user may update). */
  definition: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  permissions: RecordPermissions;
  /** Opens the form empty (Add). */
  add: () => void;
  /** The open form, or null. */
  form: ReactNode;
  /** Refetches the list a second later, silently (after a save or a delete). */
  changed: () => void;
}

/**
 * The logic of a list whose rows are edited in one dialog: Add (with `create`) opens it empty, a row click or Enter
 * (with `update`) opens it with the row; a save closes it and refetches the list 1 s later, silently.
 */
export function useEditableList<Row, Query>(
  {
    page,
    permission,
    permissionWhenAbsent,
    renderForm,
    allowCreate = true,
    allowUpdate = true,
  }: EditableListOptions<Row, Query>,
  listOptions?: ServerListOptions,
): EditableListState<Row, Query> {
  const held = useRecordPermissions(permission, permissionWhenAbsent);
  const permissions = useMemo(
    () => ({ ...held, create: allowCreate && held.create, update: allowUpdate && held.update }),
    [held, allowCreate, allowUpdate],
  );
  const [editing, setEditing] = useState<{ record?: Row } | null>(null);
  const [changes, setChanges] = useState(0);
  const definition = useMemo(
    () => ({ ...page, onRowClick: permissions.update ? (record: Row) => setEditing({ record }) : undefined }),
    [page, permissions.update],
  );
  const list = useServerList(definition, listOptions);
  const { refreshSilently } = list.context;

  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(refreshSilently, TIMINGS.refetchAfterSave);
    return () => clearTimeout(timer);
  }, [changes, refreshSilently]);

  const changed = useCallback(() => setChanges((count) => count + 1), []);
  const add = useCallback(() => setEditing({}), []);
  const form = editing
    ? renderForm({ record: editing.record, onClose: () => setEditing(null), onSaved: changed })
    : null;
  return { definition, list, permissions, add, form, changed };
}
