import { Table } from '@condo/shared/antd';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { moved } from './moved';
import { SortableRows, sortableTableComponents } from './SortableBody';
import { MoveAnnouncement, SortHandle, useKeyboardMove } from './useKeyboardMove';

describe('moved', () => {
  it('moves one item, the others closing up', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

function Fruits() {
  const [rows, setRows] = useState([
    { id: 1, name: 'Apple' },
    { id: 2, name: 'Pear' },
  ]);
  const move = (from: number, to: number) => setRows((current) => moved(current, from, to));
  const keyboard = useKeyboardMove(rows.length, move);
  return (
    <div ref={keyboard.containerRef}>
      <MoveAnnouncement text={keyboard.announcement} />
      <SortableRows onMove={move} enabled>
        <Table
          aria-label="Fruits"
          rowKey="id"
          dataSource={rows}
          pagination={false}
          components={sortableTableComponents}
          columns={[
            {
              key: 'move',
              render: (_, row, index) => (
                <SortHandle rowKey={row.id} name={row.name} index={index} onHandleKeyDown={keyboard.onHandleKeyDown} />
              ),
            },
            { key: 'name', dataIndex: 'name' },
          ]}
        />
      </SortableRows>
    </div>
  );
}

describe('sortable rows by keyboard', () => {
  it('moves a row with Arrow Down and announces where it went', async () => {
    render(<Fruits />);
    screen.getByRole('button', { name: 'Move Apple' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const names = within(screen.getByRole('table', { name: 'Fruits' }))
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'))
      .map((row) => row.textContent);
    expect(names).toEqual(['Pear', 'Apple']);
    expect(screen.getByText('Apple moved to position 2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Apple moved to position 2 of 2')).toBeInTheDocument();
  });
});
