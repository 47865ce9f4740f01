import type { ListPageDefinition } from './definition';
import { ExportMenu } from './ExportMenu';
import {
  type CollectOptions,
  collectRows,
  type ExportedFile,
  type ExportFormat,
  exportColumns,
  exportFile,
  exportQuery,
  isMissingRoute,
} from './export';
import type { ServerListState } from './useServerList';

export interface ExportButtonProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  /** Names the list ('Cameras'): the button reads 'Export Cameras', the file is named after it. */
  label?: string;
}

/**
 * A list's Export: the rows of its current search and filters, in its order, with the columns it shows. The server
 * writes a CSV where the list declares a server export and the backend has it; otherwise the rows are read here.
 */
export function ExportButton<Row, Query>({ page, list, label }: ExportButtonProps<Row, Query>) {
  const fileName = page.exportName ?? label ?? (typeof page.title === 'string' ? page.title : 'export');
  const run = async (format: ExportFormat, options: CollectOptions): Promise<ExportedFile> => {
    const columns = exportColumns(list.columns);
    const query = exportQuery(list.requestKey) as Query;
    if (page.serverExport && format === 'csv') {
      try {
        return {
          blob: await page.serverExport(
            query,
            columns.map((column) => column.key),
          ),
        };
      } catch (failure) {
        if (!isMissingRoute(failure)) throw failure;
      }
    }
    const collected = await collectRows(page, list.requestKey, options);
    const blob = await exportFile(format, fileName, columns, collected);
    return { blob, count: collected.rows.length, truncated: collected.truncated };
  };
  return <ExportMenu label={label} fileName={fileName} run={run} />;
}
