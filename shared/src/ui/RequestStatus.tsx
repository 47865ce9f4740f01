import { Alert, Button, Skeleton } from '@condo/shared/antd';
import type { ReactNode } from 'react';
import { isOutage } from '../api/outage';
import { describeError } from './errors';
import type { RequestState } from './useRequest';

export interface RequestStatusProps {
  request: RequestState<unknown>;
  /** Names the skeleton for screen readers ('Loading workflows'). */
  loadingLabel: string;
  /** The error's headline ('The workflows could not be loaded'); the server's message goes under it. */
  errorTitle: string;
  /** Skeleton lines. */
  rows?: number;
  children: ReactNode;
}

/** What one loaded thing shows before it is there: a skeleton on the first load, the failure with Retry, then it. */
export function RequestStatus({ request, loadingLabel, errorTitle, rows = 4, children }: RequestStatusProps) {
  if (request.loading && !request.data) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (request.error && !(request.data !== undefined && isOutage(request.error))) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={describeError(request.error)}
        action={
          <Button size="small" onClick={request.retry}>
            Retry
          </Button>
        }
      />
    );
  }
  return children;
}
