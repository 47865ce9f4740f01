import { api, type UnitBlock, type UnitFloor, type UnitWithResidents, useRequest } from '@condo/shared';
import { Table, type TableColumnsType } from '@condo/shared/antd';
import { RequestStatus } from '@condo/shared/ui';
import { useExpandedInUrl } from './useExpandedInUrl';

// `floors_count` and `units_count` are additions of api/; the spec's block has only `floors[]` and a floor only
// `units[]` (spec part 2 §3), so a backend without the counts gets them counted from the nested lists.
type Counted<T> = Omit<T, 'floors_count' | 'units_count'> & { floors_count?: number; units_count?: number };
export const floorUnitsCount = (floor: Counted<UnitFloor>) => floor.units_count ?? floor.units?.length ?? 0;
export const blockFloorsCount = (block: Counted<UnitBlock>) => block.floors_count ?? block.floors?.length ?? 0;
export const blockUnitsCount = (block: Counted<UnitBlock>) =>
  block.units_count ?? (block.floors ?? []).reduce((sum, floor) => sum + floorUnitsCount(floor), 0);

const blockColumns: TableColumnsType<UnitBlock> = [
  { key: 'block', title: 'Block', dataIndex: 'block' },
  { key: 'floors', title: 'No of Floors', width: 160, render: (_, block) => blockFloorsCount(block) },
  { key: 'units', title: 'No of Units', width: 160, render: (_, block) => blockUnitsCount(block) },
];

const floorColumns: TableColumnsType<UnitFloor> = [
  { key: 'floor', title: 'Floor', dataIndex: 'floor' },
  { key: 'units', title: 'No of Units', width: 160, render: (_, floor) => floorUnitsCount(floor) },
];

const DASH = '-';
const unitColumns: TableColumnsType<UnitWithResidents> = [
  { key: 'unit', title: 'Unit Number', dataIndex: 'unit', width: 180 },
  {
    key: 'residents',
    title: 'Resident',
    render: (_, unit) =>
      unit.residents.length ? unit.residents.map((resident) => <div key={resident.id}>{resident.name}</div>) : DASH,
  },
  {
    key: 'vehicles',
    title: 'Vehicle Number',
    render: (_, unit) => {
      const plates = unit.residents.flatMap((resident) => resident.vehicles);
      return plates.length ? plates.map((plate) => <div key={plate}>{plate}</div>) : DASH;
    },
  },
];

/** A floor's units with their residents, loaded when the floor is first expanded (spec part 2 §2). */
export function FloorUnits({ block, floor }: { block: string; floor: string }) {
  const request = useRequest(async () => (await api.units.residents({ block, floor })).data ?? [], [block, floor]);
  return (
    <RequestStatus
      request={request}
      loadingLabel={`Loading the units of block ${block}, floor ${floor}`}
      errorTitle={`The units of block ${block}, floor ${floor} could not be loaded`}
      rows={2}
    >
      <Table<UnitWithResidents>
        aria-label={`Units of block ${block}, floor ${floor}`}
        size="small"
        rowKey="id"
        columns={unitColumns}
        dataSource={request.data}
        pagination={false}
      />
    </RequestStatus>
  );
}

/** A floor's key in the URL: `A/1` (a block or floor name holding `/` still reads back, as the block is known). */
const floorKey = (block: string, floor: string) => `${block}/${floor}`;

function BlockFloors({ block }: { block: UnitBlock }) {
  const expanded = useExpandedInUrl('floors');
  const prefix = `${block.block}/`;
  const open = expanded.keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  return (
    <Table<UnitFloor>
      aria-label={`Floors of block ${block.block}`}
      size="small"
      rowKey="floor"
      columns={floorColumns}
      dataSource={block.floors}
      pagination={false}
      expandable={{
        expandedRowRender: (floor) => <FloorUnits block={block.block} floor={floor.floor} />,
        expandedRowKeys: open,
        onExpand: (isOpen, floor) => expanded.toggle(floorKey(block.block, floor.floor), isOpen),
      }}
    />
  );
}

/** Spec part 2 §2: the nested table block → floor → unit. */
export function UnitsTable({ blocks, loading }: { blocks: UnitBlock[]; loading: boolean }) {
  const expanded = useExpandedInUrl('blocks');
  return (
    <Table<UnitBlock>
      aria-label="Blocks"
      rowKey="block"
      columns={blockColumns}
      dataSource={blocks}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No units yet: upload a CSV file of block, floor and unit' }}
      expandable={{
        expandedRowRender: (block) => <BlockFloors block={block} />,
        expandedRowKeys: expanded.keys,
        onExpand: (isOpen, block) => expanded.toggle(block.block, isOpen),
      }}
    />
  );
}
