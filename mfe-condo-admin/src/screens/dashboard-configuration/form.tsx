import { api, type TileConfig } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, useRecordForm } from '@condo/shared/ui';
import { tileDisplayName } from './names';

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

type Values = { name: string; status: TileConfig['status'] };

/** Spec part 2: the Dashboard Tile dialog. The name is read-only; only the status changes. */
export function TileStatusModal({
  tile,
  onClose,
  onSaved,
}: {
  tile: TileConfig;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { modal } = useRecordForm({
    record: tile,
    onClose,
    onSaved,
    title: 'Dashboard Tile',
    toValues: (row?: TileConfig): Values => ({
      name: tileDisplayName(row?.name ?? ''),
      status: row?.status ?? 'active',
    }),
    update: (row, { status }, options) => api.tileConfigs.updateStatus(row.id, status, options),
    history: 'tile_configs',
  });
  return (
    <RecordFormModal {...modal} name="dashboard-tile">
      <Form.Item name="name" label="Name">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
        <Select options={statuses} />
      </Form.Item>
    </RecordFormModal>
  );
}
