import { api, type WebApp } from '@condo/shared';
import { defineListPage, type ListCallOptions, type ListParams, StatusDot } from '@condo/shared/ui';

/**
 * Spec part 2, Web apps: the second view, WebApp Details ("Edit the webapp here"), a list whose row click edits.
 * The call takes `page&perPage` (camelCase); spec §9 fetches 10.
 */
export const webAppListPage = defineListPage<WebApp, ListParams>({
  title: 'WebApp Details',
  subtitle: 'Edit the webapp here',
  rowKey: 'id',
  urlPrefix: 'web_app_',
  defaultPageSize: 10,
  resource: ({ page, per_page }, options?: ListCallOptions) => api.webApps.list({ page, perPage: per_page }, options),
  emptyText: 'No web apps',
  columns: [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'alias_name', title: 'Alias Name', dataIndex: 'alias_name' },
    { key: 'status', title: 'Status', render: (_, app) => <StatusDot value={app.status} /> },
  ],
});
