/**
 * fflate's browser build is ESM only; under jest (CommonJS) its Node build is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { readXlsxBack } from '../../testing/xlsxReader';
import { StatusDot } from '../status';
import { VisuallyHidden } from '../VisuallyHidden';
import { defineListPage, type ListColumn, type ListParams } from './definition';
import { collectRows, EXPORT_PAGE_SIZE, EXPORT_ROW_LIMIT, exportColumns, exportFile, exportFileName } from './export';

interface Row {
  id: number;
  name: string;
  phone: string;
  status: string;
  created_at: string;
  tags: string[];
}

const row: Row = {
  id: 7,
  name: '=cmd|calc',
  phone: '+6591234567',
  status: 'in_active',
  created_at: '2026-11-27',
  tags: ['a', 'b'],
};

const columns: ListColumn<Row>[] = [
  {
    key: 'person',
    title: 'Person',
    render: (_, r) => (
      <>
        <div>{r.name}</div>
        <div style={{ fontSize: 12 }}>{r.phone}</div>
      </>
    ),
  },
  { key: 'status', title: 'Status', dataIndex: 'status', render: (value: string) => <StatusDot value={value} /> },
  { key: 'created', title: 'Created', dataIndex: 'created_at', render: (value: string) => `on ${value}` },
  { key: 'tags', title: 'Tags', dataIndex: 'tags' },
  { key: 'hidden-title', title: <VisuallyHidden>Id</VisuallyHidden>, exportValue: (r) => r.id },
  { key: 'actions', title: 'Action', export: false, render: () => <button type="button">Delete</button> },
  { key: 'untitled', render: () => 'x' },
];

describe('exportColumns', () => {
  it('writes what the table draws: text of elements, a status label, plain fields, the declared value', () => {
    const exported = exportColumns(columns);
    expect(exported.map((column) => column.title)).toEqual(['Person', 'Status', 'Created', 'Tags', 'Id']);
    expect(exported.map((column) => column.value(row, 0))).toEqual([
      '=cmd|calc +6591234567',
      'In active',
      'on 2026-11-27',
      'a, b',
      7,
    ]);
  });
});

function listOf(count: number, options: { total?: boolean } = {}) {
  const all = Array.from({ length: count }, (_, index) => ({ ...row, id: index + 1, name: `Row ${index + 1}` }));
  const calls: Record<string, unknown>[] = [];
  const page = defineListPage<Row, ListParams & { status?: string[] }>({
    rowKey: 'id',
    columns,
    resource: async (query) => {
      calls.push({ ...query });
      const start = (query.page - 1) * query.per_page;
      return {
        data: all.slice(start, start + query.per_page),
        ...(options.total === false ? {} : { total_entries: all.length }),
      };
    },
  });
  return { page, calls };
}

describe('collectRows', () => {
  it('asks every page of the current search and filters, never the table’s own page, and reports progress', async () => {
    const { page, calls } = listOf(250);
    const progress: [number, number | undefined][] = [];
    const requestKey = JSON.stringify({ status: ['active'], query: 'Row', page: 3, per_page: 10 });
    const { rows, truncated } = await collectRows(page, requestKey, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows).toHaveLength(250);
    expect(truncated).toBe(false);
    expect(calls).toEqual(
      [1, 2, 3].map((n) => ({ status: ['active'], query: 'Row', page: n, per_page: EXPORT_PAGE_SIZE })),
    );
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('without a total, stops at the first short page', async () => {
    const { page, calls } = listOf(EXPORT_PAGE_SIZE, { total: false });
    expect((await collectRows(page, JSON.stringify({ page: 1, per_page: 25 }))).rows).toHaveLength(100);
    expect(calls).toHaveLength(2);
  });

  it('keeps a row met twice once: a new row at the top pushed the list down while it was read', async () => {
    let all = Array.from({ length: 150 }, (_, index) => ({ ...row, id: 150 - index }));
    const page = defineListPage<Row, ListParams>({
      rowKey: 'id',
      columns,
      resource: async (query) => {
        const start = (query.page - 1) * query.per_page;
        const data = all.slice(start, start + query.per_page);
        if (query.page === 1) all = [{ ...row, id: 151 }, ...all];
        return { data, total_entries: all.length };
      },
    });
    const { rows } = await collectRows(page, JSON.stringify({ page: 1, per_page: 25 }));
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 150 }, (_, index) => 150 - index));
  });

  it('stops at the row limit and says so', async () => {
    const { page } = listOf(EXPORT_ROW_LIMIT + 150);
    const { rows, truncated } = await collectRows(page, JSON.stringify({ page: 1, per_page: 25 }));
    expect(rows).toHaveLength(EXPORT_ROW_LIMIT);
    expect(truncated).toBe(true);
  });

  it('filters here when the server ignored the search (fitsRequest)', async () => {
    const { page } = listOf(30);
    const filtered = { ...page, fitsRequest: (r: Row, asked: { query: string }) => r.name.endsWith(asked.query) };
    const { rows } = await collectRows(filtered, JSON.stringify({ query: '3', page: 1, per_page: 25 }));
    expect(rows.map((r) => r.name)).toEqual(['Row 3', 'Row 13', 'Row 23']);
  });

  it('stops when cancelled', async () => {
    const { page } = listOf(500);
    const controller = new AbortController();
    const pending = collectRows(page, JSON.stringify({ page: 1, per_page: 25 }), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toThrow();
  });
});

const textOfBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('exportFile', () => {
  const exported = exportColumns(columns);

  it('writes a CSV with the titles, one line per row, text that cannot run as a formula', async () => {
    const text = await textOfBlob(await exportFile('csv', 'People', exported, { rows: [row], truncated: false }));
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      'Person,Status,Created,Tags,Id',
      '\'=cmd|calc +6591234567,In active,on 2026-11-27,"a, b",7',
    ]);
  });

  it('writes an XLSX with a bold header, and a last line when the rows were cut at the limit', async () => {
    const blob = await exportFile('xlsx', 'People: all', exported, { rows: [row], truncated: true });
    const { written, text } = await readXlsxBack(blob);
    expect(written.map((line) => line.cells)).toEqual([
      ['Person', 'Status', 'Created', 'Tags', 'Id'],
      ["'=cmd|calc +6591234567", 'In active', 'on 2026-11-27', 'a, b', 7],
      ['Only the first 20,000 rows: narrow the filter for the rest'],
    ]);
    expect(written[0]?.styles?.some(Boolean)).toBe(true);
    expect(text('xl/workbook.xml')).toContain('name="People  all"');
  });
});

describe('exportFileName', () => {
  it('names the file after the list and the day', () => {
    expect(exportFileName('Sent messages', 'xlsx', new Date(2026, 10, 7))).toBe('sent-messages-2026-11-07.xlsx');
    expect(exportFileName('   ', 'csv', new Date(2026, 0, 1))).toBe('export-2026-01-01.csv');
  });
});
