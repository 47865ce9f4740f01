import { api, type UnitBlock, type UnitWithResidents } from '@condo/shared';
import { type CollectOptions, type ExportFormat, exportColumns, exportFile, type ListColumn } from '@condo/shared/ui';

interface UnitLine {
  block: string;
  floor: string;
  unit: UnitWithResidents;
}

const columns: ListColumn<UnitLine>[] = [
  { key: 'block', title: 'Block', exportValue: (line) => line.block },
  { key: 'floor', title: 'Floor', exportValue: (line) => line.floor },
  { key: 'unit', title: 'Unit Number', exportValue: (line) => line.unit.unit },
  {
    key: 'residents',
    title: 'Resident',
    exportValue: (line) => line.unit.residents.map((resident) => resident.name).join(', ') || '-',
  },
  {
    key: 'vehicles',
    title: 'Vehicle Number',
    exportValue: (line) => line.unit.residents.flatMap((resident) => resident.vehicles).join(', ') || '-',
  },
];

/**
 * Every unit of the condo with its residents and vehicles, one line a unit: the table's three levels made flat. Each
 * floor's units are asked as the table asks them when a floor opens, one floor after another, with progress.
 */
export async function exportUnits(blocks: UnitBlock[], format: ExportFormat, { signal, onProgress }: CollectOptions) {
  const floors = blocks.flatMap((block) =>
    (block.floors ?? []).map((floor) => ({ block: block.block, floor: floor.floor })),
  );
  const lines: UnitLine[] = [];
  for (const { block, floor } of floors) {
    signal?.throwIfAborted();
    const units = (await api.units.residents({ block, floor })).data ?? [];
    for (const unit of units) lines.push({ block, floor, unit });
    onProgress?.(lines.length, undefined);
  }
  signal?.throwIfAborted();
  const blob = await exportFile(format, 'Units', exportColumns(columns), { rows: lines, truncated: false });
  return { blob, count: lines.length };
}
