import { Button, Checkbox, Flex, Popover, Radio, Table, type TableColumnsType, Typography } from '@condo/shared/antd';
import { SettingOutlined } from '@condo/shared/icons';
import { useCallback, useId, useMemo } from 'react';
import {
  MoveAnnouncement,
  moved,
  SortableRows,
  SortHandle,
  sortableTableComponents,
  useKeyboardMove,
} from '../sortable';
import { VisuallyHidden } from '../VisuallyHidden';
import type { TableDensity } from './useTablePreferences';

/** A column as the chooser lists it. */
export interface ColumnChoice {
  key: string;
  title: string;
  hidden: boolean;
}

export interface ColumnChooserProps {
  /** Names the list ('Cameras'): the button reads 'Columns of Cameras'. */
  label?: string;
  choices: ColumnChoice[];
  density: TableDensity;
  onColumns: (next: { key: string; hidden: boolean }[]) => void;
  onDensity: (next: TableDensity) => void;
  onReset: () => void;
}

/**
 * Which columns a list shows, in which order, and how dense its rows are: remembered for the user (useTablePreferences).
 * Columns move by their handle (drag, or Arrow Up and Down on it); one column always stays shown.
 */
export function ColumnChooser({ label, choices, density, onColumns, onDensity, onReset }: ColumnChooserProps) {
  const name = label ? `Columns of ${label}` : 'Columns';
  const helpId = useId();
  const plain = useMemo(() => choices.map(({ key, hidden }) => ({ key, hidden })), [choices]);
  const move = useCallback((from: number, to: number) => onColumns(moved(plain, from, to)), [plain, onColumns]);
  const keyboard = useKeyboardMove(choices.length, move);
  const shownCount = choices.filter((choice) => !choice.hidden).length;
  const toggle = (key: string, shown: boolean) =>
    onColumns(plain.map((choice) => (choice.key === key ? { ...choice, hidden: !shown } : choice)));

  const columns: TableColumnsType<ColumnChoice> = [
    {
      key: 'move',
      width: 40,
      title: <VisuallyHidden>Move</VisuallyHidden>,
      render: (_, choice, index) => (
        <SortHandle
          rowKey={choice.key}
          name={choice.title}
          index={index}
          describedBy={helpId}
          onHandleKeyDown={keyboard.onHandleKeyDown}
        />
      ),
    },
    {
      key: 'shown',
      title: 'Column',
      render: (_, choice) => (
        <Checkbox
          checked={!choice.hidden}
          disabled={!choice.hidden && shownCount === 1}
          onChange={(event) => toggle(choice.key, event.target.checked)}
        >
          {choice.title}
        </Checkbox>
      ),
    },
  ];

  const content = (
    <Flex vertical gap={12} style={{ width: 300 }} ref={keyboard.containerRef}>
      <Typography.Text type="secondary" id={helpId}>
        Drag a handle, or press Arrow Up or Down on it, to move a column.
      </Typography.Text>
      <SortableRows onMove={move} enabled>
        <Table<ColumnChoice>
          aria-label={name}
          size="small"
          rowKey="key"
          showHeader={false}
          pagination={false}
          columns={columns}
          dataSource={choices}
          components={sortableTableComponents}
        />
      </SortableRows>
      <MoveAnnouncement text={keyboard.announcement} />
      <Radio.Group
        aria-label="Row density"
        value={density}
        onChange={(event) => onDensity(event.target.value as TableDensity)}
        options={[
          { value: 'comfortable', label: 'Comfortable' },
          { value: 'compact', label: 'Compact' },
        ]}
        optionType="button"
      />
      <Button onClick={onReset}>Reset columns and density</Button>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={name} content={content}>
      <Button icon={<SettingOutlined />} aria-label={name} aria-haspopup="dialog">
        Columns
      </Button>
    </Popover>
  );
}
