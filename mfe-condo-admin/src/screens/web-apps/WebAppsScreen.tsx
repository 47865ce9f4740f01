import { getCondoDetails, PageHeader, useReloadSoon, type WebApp } from '@condo/shared';
import { Button, Flex, Tabs, Tooltip, Typography } from '@condo/shared/antd';
import { PlusOutlined } from '@condo/shared/icons';
import {
  EditableListActions,
  ServerTable,
  useEditableList,
  useRecordPermissions,
  useUpdateSearchParams,
} from '@condo/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { WebAppFormModal } from './form';
import { webAppListPage } from './list';
import { WebAppCards } from './WebAppCards';

type View = 'cards' | 'list';

/**
 * Spec part 2, Web apps (`/condos/:id/web-apps`): the card grid, and the WebApp Details list (whose route the spec
 * does not show) as a second tab of the same route, kept in the URL as `?view=list` (docs/condo-setup.md).
 */
export function WebAppsScreen() {
  const alias = useParams().id ?? '';
  const siteName = getCondoDetails(alias)?.name ?? alias;
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const view: View = searchParams.get('view') === 'list' ? 'list' : 'cards';
  const changeView = (key: string) =>
    updateSearchParams((next) => {
      if (key === 'list') next.set('view', 'list');
      else next.delete('view');
    });

  return (
    <section aria-label="Web Apps">
      <PageHeader title="Web Apps" subtitle={siteName} />
      <Tabs
        activeKey={view}
        onChange={changeView}
        items={[
          { key: 'cards', label: 'Cards', children: <CardsView /> },
          { key: 'list', label: 'List', children: <ListView active={view === 'list'} /> },
        ]}
      />
    </section>
  );
}

function CardsView() {
  const { update } = useRecordPermissions('api/v1/web_apps');
  const [editing, setEditing] = useState<WebApp | null>(null);
  const [version, reloadSoon] = useReloadSoon();
  return (
    <>
      <WebAppCards version={version} onEdit={update ? setEditing : undefined} />
      {editing ? <WebAppFormModal record={editing} onClose={() => setEditing(null)} onSaved={reloadSoon} /> : null}
    </>
  );
}

function ListView({ active }: { active: boolean }) {
  const editable = useEditableList<WebApp, Parameters<typeof webAppListPage.resource>[0]>(
    {
      page: webAppListPage,
      permission: 'api/v1/web_apps',
      allowCreate: false,
      renderForm: (props) => <WebAppFormModal {...props} />,
    },
    { active },
  );
  return (
    <>
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            WebApp Details
          </Typography.Title>
          <Typography.Text type="secondary">Edit the webapp here</Typography.Text>
        </div>
        <Flex gap="small">
          <EditableListActions
            editable={editable}
            label="Web apps"
            addLabel="Add Web App"
            reloadLabel="Reload Web Apps"
          />
          <Tooltip title="Web apps come with the condo; they are switched on or off, not added">
            <Button icon={<PlusOutlined />} disabled aria-label="Add Web App (web apps come with the condo)">
              Add
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
      <ServerTable page={editable.definition} list={editable.list} label="Web apps" />
      {editable.form}
    </>
  );
}
