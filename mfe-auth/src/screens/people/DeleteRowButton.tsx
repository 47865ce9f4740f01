import { type Envelope, MESSAGES, notify, TIMINGS } from '@condo/shared';
import {
  DeleteConfirm,
  type ListColumn,
  type ListContext,
  useRecordPermissions,
  VisuallyHidden,
} from '@condo/shared/ui';

interface DeleteRowButtonProps {
  /** `api/v1/users`: the button shows only with `destroy` there. */
  permission: string;
  /** The resource that decides when the stored map has no `permission` entry at all (see useRecordPermissions). */
  permissionWhenAbsent?: string;
  /** Names the row for screen readers: 'Delete Mei Ling Tan'. */
  name: string;
  remove: () => Promise<Envelope<unknown>>;
  context: ListContext;
}

/**
 * Delete with the shared confirmation (spec part 1, 'Delete confirmation'; part 2 §5 'Delete of a user asks for
 * confirmation'); then the server's message, and the list again a second later (part 2 §4).
 */
export function DeleteRowButton({ permission, permissionWhenAbsent, name, remove, context }: DeleteRowButtonProps) {
  const { destroy } = useRecordPermissions(permission, permissionWhenAbsent);
  if (!destroy) return null;
  return (
    <DeleteConfirm
      type="text"
      aria-label={`Delete ${name}`}
      onConfirm={async () => {
        const answer = await remove();
        notify.success(answer?.message || MESSAGES.deleted);
        setTimeout(context.refreshSilently, TIMINGS.refetchAfterSave);
      }}
    />
  );
}

/** A narrow last column holding each row's Delete. */
export function deleteColumn<Row>(
  context: ListContext,
  options: Omit<DeleteRowButtonProps, 'name' | 'remove' | 'context'> & {
    nameOf: (row: Row) => string;
    remove: (row: Row) => Promise<Envelope<unknown>>;
  },
): ListColumn<Row> {
  return {
    key: 'actions',
    title: <VisuallyHidden>Actions</VisuallyHidden>,
    export: false,
    width: 64,
    render: (_, row) => (
      <DeleteRowButton
        permission={options.permission}
        permissionWhenAbsent={options.permissionWhenAbsent}
        name={options.nameOf(row)}
        remove={() => options.remove(row)}
        context={context}
      />
    ),
  };
}
