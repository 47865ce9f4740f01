import { Button } from '@condo/shared/antd';
import { PlusOutlined } from '@condo/shared/icons';
import { ListControls } from '../list/ListControls';
import { ServerTable } from '../list/ServerTable';
import { PageHeader } from '../PageHeader';
import { type EditableListOptions, type EditableListState, useEditableList } from './useEditableList';

export type EditableListScreenProps<Row, Query> = EditableListOptions<Row, Query>;

/** A list page whose rows are edited in one dialog (see `useEditableList`), under the page's title. */
export function EditableListScreen<Row, Query>(props: EditableListScreenProps<Row, Query>) {
  const editable = useEditableList(props);
  const { page } = props;
  const label = typeof page.title === 'string' ? page.title : undefined;
  return (
    <section aria-label={label}>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        extra={<EditableListActions editable={editable} label={label} />}
      />
      <ServerTable page={editable.definition} list={editable.list} label={label} />
      {editable.form}
    </section>
  );
}

export interface EditableListActionsProps<Row, Query> {
  editable: EditableListState<Row, Query>;
  /** Names the list for screen readers ('Users' → 'Search Users'). */
  label?: string;
  /** The Add button's accessible name where a screen has several ('Add User'). */
  addLabel?: string;
  /** The reload button's accessible name where a screen has several ('Reload Users'). */
  reloadLabel?: string;
}

/** The list's search box and reload button, and Add when the user may create. */
export function EditableListActions<Row, Query>({
  editable,
  label,
  addLabel,
  reloadLabel,
}: EditableListActionsProps<Row, Query>) {
  return (
    <>
      <ListControls page={editable.definition} list={editable.list} label={label} reloadLabel={reloadLabel} />
      {editable.permissions.create ? (
        <Button type="primary" icon={<PlusOutlined />} aria-label={addLabel} onClick={editable.add}>
          Add
        </Button>
      ) : null}
    </>
  );
}
