import { api, type Presentation } from '@condo/shared';
import { Tag } from '@condo/shared/antd';
import {
  COLORS,
  defineListPage,
  type ListCallOptions,
  type ListParams,
  PRESENTATION_ALIGN_LABELS,
  presentationIndicator,
  StatusDot,
  statusLabel,
} from '@condo/shared/ui';

/** Spec part 2 §4: Normal (visible, disabled) blue; Active green; Inactive (not visible) red. */
const INDICATOR_COLORS = { normal: COLORS.blue };

export function AlertScreenStatus({ screen }: { screen: Pick<Presentation, 'visibility' | 'disabled'> }) {
  return <StatusDot value={presentationIndicator(screen)} colors={INDICATOR_COLORS} />;
}

AlertScreenStatus.exportText = ({ screen }: { screen: Pick<Presentation, 'visibility' | 'disabled'> }) =>
  statusLabel(presentationIndicator(screen));

export const alignLabel = (value: string) =>
  PRESENTATION_ALIGN_LABELS[value as keyof typeof PRESENTATION_ALIGN_LABELS] ?? statusLabel(value);

/**
 * `GET /api/v1/presentations` answers every screen of the condo (a handful) by position; the table pages through them
 * itself, so the shared list's paging still holds.
 */
export async function alertScreensPage(query: ListParams, options?: ListCallOptions) {
  const response = await api.presentations.list(options);
  const rows = response.data ?? [];
  const start = (query.page - 1) * query.per_page;
  return { data: rows.slice(start, start + query.per_page), total_entries: rows.length };
}

/** Spec part 2 §2 Alert Screen: Position, Title, Alert Types (tags), Align, Status. */
export const alertScreenListPage = defineListPage<Presentation, ListParams>({
  title: 'Alert Screen',
  subtitle: 'The panels of the alert display and the alert types each shows',
  rowKey: 'id',
  resource: alertScreensPage,
  emptyText: 'No alert screens yet',
  columns: [
    { key: 'position', title: 'Position', dataIndex: 'position', width: 100 },
    { key: 'title', title: 'Title', dataIndex: 'title' },
    {
      key: 'alert_types',
      title: 'Alert Types',
      dataIndex: 'alert_types',
      render: (aliases: string[]) =>
        aliases.length ? aliases.map((alias) => <Tag key={alias}>{alias}</Tag>) : <span>None</span>,
    },
    { key: 'align', title: 'Align', dataIndex: 'align', render: (value: string) => alignLabel(value) },
    { key: 'status', title: 'Status', render: (_, row) => <AlertScreenStatus screen={row} /> },
  ],
});
