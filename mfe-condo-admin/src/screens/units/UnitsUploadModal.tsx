import { api, describeError, notify, type UnitImportProblem } from '@condo/shared';
import {
  Alert,
  Button,
  Modal,
  Progress,
  Table,
  type TableColumnsType,
  Typography,
  Upload,
  type UploadFile,
} from '@condo/shared/antd';
import { UploadOutlined } from '@condo/shared/icons';
import { useState } from 'react';
import { MAX_UPLOAD_MB, SAMPLE_FILE_NAME, sampleHref } from './sampleCsv';

interface Refusal {
  message: string;
  rows: UnitImportProblem[];
}

const problemColumns: TableColumnsType<UnitImportProblem> = [
  { key: 'line', title: 'Line', dataIndex: 'line', width: 80 },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
];

/** The refused file's status and body (spec part 2 §7): the server's message and every bad line it named. */
export function refusalOf(error: unknown): Refusal {
  const response = (error as { response?: { status?: number; data?: { message?: unknown; rows?: unknown } } }).response;
  const rows = Array.isArray(response?.data?.rows) ? (response.data.rows as UnitImportProblem[]) : [];
  const status = response?.status ? `${response.status}: ` : '';
  // With the lines listed below it, the headline is the server's summary, not its first line.
  const summary = rows.length && typeof response?.data?.message === 'string' ? response.data.message : null;
  return { message: `${status}${summary ?? describeError(error, 'The file could not be uploaded')}`, rows };
}

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * "Units Data" (spec part 2 §2, §4, §5): check the format, download a sample, choose one .csv file, Upload. A refused
 * file keeps the dialog open with every bad line; an accepted one closes it with the server's message.
 */
export function UnitsUploadModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notCsv, setNotCsv] = useState<string | null>(null);
  const chosen = files[0]?.originFileObj;
  const uploading = progress !== null;

  const submit = async () => {
    if (!chosen) return;
    setRefusal(null);
    setProgress(0);
    try {
      const answer = await api.units.import(chosen, chosen.name, {
        silent: true,
        onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      notify.success(answer.message ?? 'Units imported');
      onImported();
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error));
      setProgress(null);
    }
  };

  return (
    <Modal
      open
      title="Units Data"
      okText="Upload"
      onOk={submit}
      okButtonProps={{ disabled: !chosen || uploading }}
      confirmLoading={uploading}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph>
        Please check the format before uploading: a .csv file whose first line is the header{' '}
        <Typography.Text code>block,floor,unit</Typography.Text>, then one unit per line. At most {MAX_UPLOAD_MB} MB.
        Units already there are skipped; if any line is wrong, nothing is imported.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <a href={sampleHref()} download={SAMPLE_FILE_NAME}>
          Download sample CSV
        </a>
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        fileList={files}
        disabled={uploading}
        beforeUpload={(file) => {
          if (!isCsv(file.name)) {
            setNotCsv(`${file.name} is not a .csv file`);
            return Upload.LIST_IGNORE;
          }
          setNotCsv(null);
          return false;
        }}
        onChange={({ fileList }) => {
          setFiles(fileList.slice(-1));
          setRefusal(null);
        }}
      >
        <Button icon={<UploadOutlined />}>Choose CSV file</Button>
      </Upload>
      {notCsv ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="alert" title={notCsv} /> : null}
      {uploading ? (
        <div style={{ marginTop: 12 }}>
          <Progress percent={progress ?? 0} aria-label="Upload progress" />
          <Typography.Text type="secondary">
            {(progress ?? 0) < 100 ? 'Uploading…' : 'Checking every line…'}
          </Typography.Text>
        </div>
      ) : null}
      {refusal ? (
        <div role="alert" style={{ marginTop: 12 }}>
          <Alert type="error" showIcon title={refusal.message} />
          {refusal.rows.length ? (
            <Table<UnitImportProblem>
              style={{ marginTop: 8 }}
              aria-label="Lines refused"
              size="small"
              rowKey={(row) => `${row.line}:${row.reason}`}
              columns={problemColumns}
              dataSource={refusal.rows}
              pagination={refusal.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
