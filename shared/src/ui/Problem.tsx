import { LazyAlert as Alert } from '@condo/shared/antd-core';
import type { ReactNode } from 'react';

export interface ProblemProps {
  title: ReactNode;
  detail?: ReactNode;
  /** e.g. a Retry button. */
  action?: ReactNode;
  severity?: 'error' | 'info';
}

/**
 * Why something cannot show, and what to do about it: the start-up failure, a failed area, a crashed screen.
 * Built on Alert rather than antd's Result so it costs the first screen nothing (Result carries its illustrations).
 */
export function Problem({ title, detail, action, severity = 'error' }: ProblemProps) {
  return (
    <Alert
      type={severity}
      showIcon
      title={title}
      description={detail}
      action={action}
      style={{ margin: 24, alignItems: 'flex-start' }}
    />
  );
}
