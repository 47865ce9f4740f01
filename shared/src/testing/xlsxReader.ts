// Reads a written .xlsx back as what it is, a zip of XML, with fflate: never with SheetJS, whose parser has known
// advisories (shared/src/format/xlsx.ts). A test file using it needs fflate's Node build under jest:
//   /** @jest-environment-options {"customExportConditions": ["node", "require", "default"]} */
import { strFromU8, unzipSync } from 'fflate';

const xmlText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** Column letters to an index: A → 0, AA → 26. */
const columnIndex = (letters: string) => [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

export interface WrittenRow {
  /** The row's number in the sheet, from 1. */
  index: number;
  cells: (string | number)[];
  /** Each cell's style index (0: none). */
  styles: number[];
}

/** The rows of a sheet's XML, each cell as text or number at its column, with its style index. */
function sheetRows(xml: string, sharedStrings: string[]): WrittenRow[] {
  const rows: WrittenRow[] = [];
  for (const [, index, body] of xml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells: (string | number)[] = [];
    const styles: number[] = [];
    for (const [, attributes = '', inner = ''] of body?.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs) ?? []) {
      const column = columnIndex(/r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? 'A');
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const value = xmlText(/<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? '');
      cells[column] =
        type === 's' ? (sharedStrings[Number(value)] ?? '') : type === 'n' || !type ? Number(value) : value;
      styles[column] = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? 0);
    }
    rows.push({ index: Number(index), cells, styles });
  }
  return rows;
}

/** The written workbook's files, its first sheet's XML and its rows as a spreadsheet reads them. */
export async function readXlsxBack(blob: Blob) {
  const files = unzipSync(await bytesOf(blob));
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>.*?<t[^>]*>(.*?)<\/t>.*?<\/si>/gs)].map(([, t]) =>
        xmlText(t ?? ''),
      )
    : [];
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : undefined);
  return { files, text, sheetXml, written: sheetRows(sheetXml, shared) };
}
