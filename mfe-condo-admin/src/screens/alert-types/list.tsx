import { type AlertType, api } from '@condo/shared';
import { AlertOutlined } from '@condo/shared/icons';
import {
  ALERT_NATURE_LABELS,
  AUTO_RESOLVE_LABELS,
  defineListPage,
  type ListCallOptions,
  type ListParams,
  StatusDot,
  statusLabel,
} from '@condo/shared/ui';

export const natureLabel = (value: string) =>
  ALERT_NATURE_LABELS[value as keyof typeof ALERT_NATURE_LABELS] ?? statusLabel(value);
export const autoResolveLabel = (value: string) =>
  AUTO_RESOLVE_LABELS[value as keyof typeof AUTO_RESOLVE_LABELS] ?? statusLabel(value);

/** The Emergency column: a red alarm icon named "Emergency" for screen readers; nothing for other types. */
export function EmergencyMark({ emergency }: { emergency: boolean }) {
  if (!emergency) return null;
  return (
    <AlertOutlined role="img" aria-label="Emergency" title="Emergency" style={{ color: '#cf1322', fontSize: 16 }} />
  );
}

EmergencyMark.exportText = ({ emergency }: { emergency: boolean }) => (emergency ? 'Yes' : 'No');

/** Spec part 2 §2 Alert Types: Emergency icon, Name, Alert Group, Nature, Auto-Resolve, Status; searchable, paged. */
export const alertTypeListPage = defineListPage<AlertType, ListParams>({
  title: 'Alert Types',
  subtitle: 'What raises an alert, how it is weighed and what it sends',
  rowKey: 'id',
  search: { placeholder: 'Search by name or alias name' },
  resource: (query, options?: ListCallOptions) => api.alertTypes.list(query, options),
  emptyText: 'No alert types yet',
  columns: [
    {
      key: 'emergency',
      title: 'Emergency',
      dataIndex: 'emergency',
      width: 110,
      align: 'center',
      render: (value: boolean) => <EmergencyMark emergency={value} />,
    },
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <div style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>{row.alias_name}</div>
        </>
      ),
    },
    {
      key: 'alert_group',
      title: 'Alert Group',
      render: (_, row) => row.alert_group?.name ?? '-',
    },
    { key: 'nature', title: 'Nature', dataIndex: 'nature', render: (value: string) => natureLabel(value) },
    {
      key: 'auto_resolve',
      title: 'Auto-Resolve',
      dataIndex: 'auto_resolve',
      render: (value: string) => autoResolveLabel(value),
    },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (value: string) => <StatusDot value={value} /> },
  ],
});
