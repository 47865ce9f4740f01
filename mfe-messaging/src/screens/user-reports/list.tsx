import {
  api,
  DEFAULT_PAGE_SIZES,
  REPORT_STATUSES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type UserReport,
} from '@condo/shared';
import { Tag } from '@condo/shared/antd';
import {
  defineListPage,
  type ListCallOptions,
  type ListParams,
  personChipColor,
  StatusDot,
  statusLabel,
} from '@condo/shared/ui';

/** What the list hands its resource: paging, the search box as `query`, the Report Type and Status filters. */
export type ReportListParams = ListParams & {
  report_type?: UserReport['report_type'][];
  status?: UserReport['status'][];
};

/** 'lnpr_vms' → 'LNPR VMS' (spec part 3 §2.1). */
export const reportTypeLabel = (value: string) =>
  REPORT_TYPE_LABELS[value as keyof typeof REPORT_TYPE_LABELS] ?? statusLabel(value);

/** Spec part 1 §2 Reports: Name, Report Type (filter), Users (coloured chips of first names), Status (filter). */
export const reportListPage = defineListPage<UserReport, ReportListParams>({
  title: 'Reports',
  subtitle: 'Reports of users',
  rowKey: 'id',
  search: { placeholder: 'Search reports' },
  defaultPageSize: DEFAULT_PAGE_SIZES.reports,
  // Sent as report_type[]=…&status[]=… (spec part 1 §7).
  resource: (query, options?: ListCallOptions) => api.reports.list(query, options),
  emptyText: 'No reports yet',
  columns: [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    {
      key: 'report_type',
      title: 'Report Type',
      dataIndex: 'report_type',
      filters: REPORT_TYPES.map((value) => ({ text: reportTypeLabel(value), value })),
      render: (value: string) => reportTypeLabel(value),
    },
    {
      key: 'users',
      title: 'Users',
      render: (_, report) =>
        report.users.length ? (
          <ul aria-label={`Users of ${report.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {report.users.map((user) => (
              <li key={user.id} style={{ display: 'inline-block', margin: '2px 4px 2px 0' }}>
                <Tag color={personChipColor(user.id)} style={{ marginInlineEnd: 0 }}>
                  {user.first_name}
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      filters: REPORT_STATUSES.map((value) => ({ text: statusLabel(value), value })),
      render: (value: string) => <StatusDot value={value} />,
    },
  ],
});
