import { api, type TileConfig } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, useFormSave } from '@condo/shared/ui';
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
  const [form] = Form.useForm<Values>();
  const save = useFormSave<Values>(
    ({ status }) => api.tileConfigs.updateStatus(tile.id, status, { notifySuccess: true }),
    onSaved,
    onClose,
  );
  return (
    <RecordFormModal
      title="Dashboard Tile"
      name="dashboard-tile"
      form={form}
      initialValues={{ name: tileDisplayName(tile.name), status: tile.status }}
      save={save}
      onClose={onClose}
      history={{ resource: 'tile_configs', recordId: tile.id }}
    >
      <Form.Item name="name" label="Name">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
        <Select options={statuses} />
      </Form.Item>
    </RecordFormModal>
  );
}
