import { can, PageHeader, type Scheduler, useStoredRoles } from '@condo/shared';
import { EditableListActions, type ListContext, type ListParams, ServerTable, useEditableList } from '@condo/shared/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { SchedulerFormModal } from './form';
import { schedulerColumns, schedulerListPage } from './list';
import { RunNowButton } from './RunNowButton';

const RESOURCE = 'api/v1/schedulers';
const label = 'Schedulers';

/**
 * Spec part 2 §2, Schedulers (`/condos/:id/schedulers`): the list refreshes itself every 10 s; a row opens to its
 * error logs; a row click (with `update`) edits, Add (with `create`) creates, Run now (with `run`) queues a run.
 */
export function SchedulersScreen() {
  const roles = useStoredRoles(useParams().id ?? '');
  const canRun = can(roles, { [RESOURCE]: ['run'] });
  const page = useMemo(
    () =>
      canRun
        ? {
            ...schedulerListPage,
            columns: (context: ListContext) =>
              schedulerColumns((row: Scheduler) => <RunNowButton scheduler={row} onQueued={context.refreshSilently} />),
          }
        : schedulerListPage,
    [canRun],
  );
  const editable = useEditableList<Scheduler, ListParams>({
    page,
    permission: RESOURCE,
    renderForm: (props) => <SchedulerFormModal {...props} />,
  });
  return (
    <section aria-label={label}>
      <PageHeader
        title={schedulerListPage.title}
        subtitle={schedulerListPage.subtitle}
        extra={<EditableListActions editable={editable} label={label} addLabel="Add Scheduler" />}
      />
      <ServerTable page={editable.definition} list={editable.list} label={label} />
      {editable.form}
    </section>
  );
}
