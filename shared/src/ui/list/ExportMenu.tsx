import { Button, Dropdown, type MenuProps, Typography } from '@condo/shared/antd';
import { DownloadOutlined } from '@condo/shared/icons';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../bus';
import { saveFile } from '../../format/saveFile';
import { type CollectOptions, type ExportedFile, type ExportFormat, exportFileName } from './export';

export interface ExportMenuProps {
  /** Names what is exported ('Cameras'): the button reads 'Export Cameras'. */
  label?: string;
  /** The file's name before its date and extension. */
  fileName: string;
  /** Makes the file; reports progress and stops when its signal is aborted. */
  run: (format: ExportFormat, options: CollectOptions) => Promise<ExportedFile>;
  size?: 'small' | 'middle';
}

const FORMATS: MenuProps['items'] = [
  { key: 'xlsx', label: 'Excel (.xlsx)' },
  { key: 'csv', label: 'CSV (.csv)' },
];

/** Export as XLSX or CSV: a menu of the two, then progress with Cancel while the rows are read, then the download. */
export function ExportMenu({ label, fileName, run, size }: ExportMenuProps) {
  const [progress, setProgress] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress('Preparing the export…');
    try {
      const file = await run(format, {
        signal: controller.signal,
        onProgress: (done, total) =>
          setProgress(
            `Exporting… ${done.toLocaleString('en')}${total ? ` of ${total.toLocaleString('en')}` : ''} rows`,
          ),
      });
      saveFile(file.blob, exportFileName(fileName, format));
      const count = file.count?.toLocaleString('en');
      if (file.truncated) notify.warning(`Exported the first ${count} rows: narrow the filter for the rest.`);
      else
        notify.success(
          count === undefined ? 'The export is downloading.' : `Exported ${count} ${count === '1' ? 'row' : 'rows'}.`,
        );
    } catch (failure) {
      // A failed call has said why (its toast); a cancel needs no words.
      if (!controller.signal.aborted && !(failure as { response?: unknown } | null)?.response) {
        notify.error('The export could not be made.');
      }
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        autoFocus
        disabled={progress !== null}
        menu={{ items: FORMATS, onClick: ({ key }) => void start(key as ExportFormat) }}
      >
        <Button
          size={size}
          icon={<DownloadOutlined />}
          loading={progress !== null}
          aria-label={label ? `Export ${label}` : 'Export'}
        >
          Export
        </Button>
      </Dropdown>
      {progress ? (
        <>
          <Typography.Text type="secondary" role="status">
            {progress}
          </Typography.Text>
          <Button size="small" onClick={() => running.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : null}
    </>
  );
}
