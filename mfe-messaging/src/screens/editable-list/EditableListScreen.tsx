import { can, loadRoles, PageHeader, TIMINGS } from '@condo/shared';
import { Button } from '@condo/shared/antd';
import { PlusOutlined } from '@condo/shared/icons';
import { ListControls, type ListPageDefinition, ServerTable, useServerList } from '@condo/shared/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';

/** What the screen hands its form dialog. */
export interface RecordFormProps<Row> {
  /** The record to edit; absent to add one. */
  record?: Row;
  onClose: () => void;
  /** After a successful save: the list fetches again a second later (spec part 1 §4). */
  onSaved: () => void;
}

export interface EditableListScreenProps<Row, Query> {
  /** The list's declaration (title, columns, filters, search, page size). */
  page: ListPageDefinition<Row, Query>;
  /** `api/v1/notifications`: `create` shows Add, `update` makes a row click open the form (spec part 1 §6). */
  permission: string;
  renderForm: (props: RecordFormProps<Row>) => ReactNode;
}

/** The condo's stored permission map (`<condo>_user_roles`) for one resource. Hiding is not security. */
export function useRecordPermissions(resource: string) {
  const condo = useParams().id ?? '';
  return useMemo(() => {
    const map = loadRoles(condo);
    return { create: can(map, { [resource]: ['create'] }), update: can(map, { [resource]: ['update'] }) };
  }, [condo, resource]);
}

/**
 * A list page whose rows are edited in one dialog: Add (with `create`) opens it empty, a row click (with `update`)
 * opens it with the row; a save closes it and refetches the list 1 s later, silently.
 */
export function EditableListScreen<Row, Query>({ page, permission, renderForm }: EditableListScreenProps<Row, Query>) {
  const permissions = useRecordPermissions(permission);
  const [editing, setEditing] = useState<{ record?: Row } | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const definition = useMemo(
    () => ({ ...page, onRowClick: permissions.update ? (record: Row) => setEditing({ record }) : undefined }),
    [page, permissions.update],
  );
  const list = useServerList(definition);
  const { refreshSilently } = list.context;
  const label = typeof page.title === 'string' ? page.title : undefined;

  useEffect(() => {
    if (savedCount === 0) return;
    const timer = setTimeout(refreshSilently, TIMINGS.refetchAfterSave);
    return () => clearTimeout(timer);
  }, [savedCount, refreshSilently]);

  return (
    <section aria-label={label}>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        extra={
          <>
            <ListControls page={definition} list={list} label={label} />
            {permissions.create ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                Add
              </Button>
            ) : null}
          </>
        }
      />
      <ServerTable page={definition} list={list} label={label} />
      {editing
        ? renderForm({
            record: editing.record,
            onClose: () => setEditing(null),
            onSaved: () => setSavedCount((count) => count + 1),
          })
        : null}
    </section>
  );
}
