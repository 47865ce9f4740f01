// The graphs of the condo (GET /api/v1/condo_graphs): the original's graph form had no way in; this tab is it
// (docs/fms.md).
import { api, type CondoGraph, can, useReloadSoon, useRequest, useStoredRoles } from '@condo/shared';
import { Button, Empty, Flex, Table, type TableColumnsType } from '@condo/shared/antd';
import { EditOutlined, PlusOutlined } from '@condo/shared/icons';
import { RequestStatus } from '@condo/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { GraphDrawer } from './graphs/form';
import { graphKindLabel } from './graphs/formValues';

const RESOURCE = 'api/v1/condo_graphs';

export function GraphsTab() {
  const roles = useStoredRoles(useParams().id ?? '');
  const mayCreate = can(roles, { [RESOURCE]: ['create'] });
  const mayUpdate = can(roles, { [RESOURCE]: ['update'] });
  const [version, reloadSoon] = useReloadSoon();
  const graphs = useRequest(async () => (await api.condoGraphs.list()).data, [version]);
  const [editing, setEditing] = useState<CondoGraph | 'new' | null>(null);

  const columns: TableColumnsType<CondoGraph> = [
    { key: 'title', title: 'Title', dataIndex: 'title' },
    { key: 'kind', title: 'Kind', render: (_, graph) => graphKindLabel(graph.name) },
    { key: 'menu_type', title: 'Menu type', render: (_, graph) => graph.menu_type ?? '-' },
    ...(mayUpdate
      ? [
          {
            key: 'manage',
            title: 'Manage',
            width: 120,
            render: (_: unknown, graph: CondoGraph) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${graph.title}`}
                onClick={() => setEditing(graph)}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {mayCreate ? (
        <Flex justify="end" style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add graph
          </Button>
        </Flex>
      ) : null}
      <RequestStatus request={graphs} loadingLabel="Loading graphs" errorTitle="The graphs could not be loaded">
        <Table<CondoGraph>
          aria-label="Graphs"
          rowKey="id"
          columns={columns}
          dataSource={graphs.data ?? []}
          pagination={false}
          size="middle"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No graphs yet" /> }}
        />
      </RequestStatus>
      {editing ? (
        <GraphDrawer graph={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={reloadSoon} />
      ) : null}
    </>
  );
}
