import {
  api,
  DEFAULT_PAGE_SIZES,
  describeError,
  type FaceIdAudience,
  type FaceIdImage,
  MESSAGES,
  notify,
  TABLE_SIZE_OPTIONS,
  useRequest,
  type Vizitin,
} from '@condo/shared';
import { Alert, Button, Flex, Input, Modal, Table, type TableColumnsType, Typography } from '@condo/shared/antd';
import { CopyOutlined } from '@condo/shared/icons';
import { rangeText, StatusTag, statusLabel } from '@condo/shared/ui';
import { useState } from 'react';

export interface ImageDevicesDialogProps {
  audience: FaceIdAudience;
  device: Vizitin;
  onClose: () => void;
}

export const IMAGE_STATUS_FILTERS = [
  { text: 'Published', value: 'published' },
  { text: 'Deleted', value: 'deleted' },
  { text: 'Trained', value: 'trained' },
  { text: 'Untrained', value: 'untrained' },
];

const imageStatusColors = { published: '#52c41a', trained: '#1677ff', untrained: '#faad14', deleted: '#f5222d' };

const texts = {
  resident: {
    title: 'Resident Image Devices',
    details: 'Resident Details',
    nameOf: (row: FaceIdImage) => row.resident_name,
  },
  employee: {
    title: 'Employee Image Devices',
    details: 'Employee Details',
    nameOf: (row: FaceIdImage) => row.employee_name,
  },
} satisfies Record<FaceIdAudience, unknown>;

async function copyPath(path: string) {
  try {
    await navigator.clipboard.writeText(path);
    notify.success(MESSAGES.pathCopied);
  } catch {
    notify.error('The path could not be copied');
  }
}

/** Spec part 1 §2: the face-id images of residents or employees registered on a vizitin. */
export function ImageDevicesDialog({ audience, device, onClose }: ImageDevicesDialogProps) {
  const text = texts[audience];
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZES.faceIdImages);
  const [statuses, setStatuses] = useState<FaceIdImage['status'][]>([]);
  const [query, setQuery] = useState('');
  const request = {
    page,
    per_page: perPage,
    ...(statuses.length ? { status: statuses } : {}),
    ...(query ? { query } : {}),
  };
  const images = useRequest(
    () => api.faceIdImages.list(audience, device.id, request, { silent: true }),
    [audience, device.id, JSON.stringify(request)],
  );
  const rows = images.data?.data ?? [];
  const total = images.data?.total_entries ?? rows.length;

  const columns: TableColumnsType<FaceIdImage> = [
    {
      key: 'details',
      title: text.details,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{text.nameOf(row) || '-'}</Typography.Text>
          <Typography.Text type="secondary">{row.phone || '-'}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID: {row.id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      filters: IMAGE_STATUS_FILTERS,
      filteredValue: statuses.length ? statuses : null,
      render: (value: string) => <StatusTag value={value} label={statusLabel(value)} colors={imageStatusColors} />,
    },
    { key: 'call_back_id', title: 'Callback ID', dataIndex: 'call_back_id', render: (value) => value || '-' },
    {
      key: 'image_path',
      title: 'Image Path',
      render: (_, row) =>
        row.image_path ? (
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label={`Copy image path of ${text.nameOf(row) || row.id}`}
            onClick={() => copyPath(row.image_path ?? '')}
          >
            Copy Path
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Modal open title={text.title} footer={null} width={900} onCancel={onClose}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{device.name}</Typography.Text>
        <Input.Search
          aria-label={`Search ${text.title}`}
          placeholder="Search name or phone"
          allowClear
          onSearch={(value) => {
            setQuery(value.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
      </Flex>
      {images.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={describeError(images.error)}
          action={
            <Button size="small" onClick={images.retry}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Table<FaceIdImage>
        aria-label={text.title}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={images.loading}
        locale={{ emptyText: statuses.length || query ? 'No images match your filter' : 'No images on this device' }}
        onChange={(pagination, filters, _sorter, { action }) => {
          if (action === 'filter') {
            // The Status column offers only the contract's image statuses.
            setStatuses((filters.status ?? []).map(String) as FaceIdImage['status'][]);
            setPage(1);
          }
          if (action === 'paginate') {
            if (pagination.pageSize && pagination.pageSize !== perPage) {
              setPerPage(pagination.pageSize);
              setPage(1);
            } else setPage(pagination.current ?? 1);
          }
        }}
        pagination={{
          current: page,
          pageSize: perPage,
          total,
          pageSizeOptions: [...TABLE_SIZE_OPTIONS],
          showSizeChanger: true,
          showTotal: rangeText,
          hideOnSinglePage: false,
        }}
      />
    </Modal>
  );
}
