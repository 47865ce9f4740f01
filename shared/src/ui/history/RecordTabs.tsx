import type { AuditedResource } from '@condo/shared';
import { Tabs } from '@condo/shared/antd';
import type { ReactNode } from 'react';
import { RecordHistory } from './RecordHistory';

export interface RecordTabsProps {
  /** The record being edited; without it (a new record) the form shows alone. */
  history?: { resource: AuditedResource; recordId: number; fieldLabels?: Record<string, string>; condo?: string };
  /** The form's tab label: 'Details' unless the form has tabs of its own (one named Details). */
  formLabel?: string;
  children: ReactNode;
}

/** An edit form with its History tab. The form stays mounted while the History shows, so nothing typed is lost. */
export function RecordTabs({ history, formLabel = 'Details', children }: RecordTabsProps) {
  if (!history) return children;
  return (
    <Tabs
      size="small"
      items={[
        { key: 'details', label: formLabel, children, forceRender: true },
        {
          key: 'history',
          label: 'History',
          children: (
            <RecordHistory
              key={`${history.resource}:${history.recordId}:${history.condo ?? ''}`}
              resource={history.resource}
              recordId={history.recordId}
              fieldLabels={history.fieldLabels}
              condo={history.condo}
            />
          ),
        },
      ]}
    />
  );
}
