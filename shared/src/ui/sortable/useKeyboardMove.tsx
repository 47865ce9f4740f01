import { Button } from '@condo/shared/antd';
import { HolderOutlined } from '@condo/shared/icons';
import { type Key, type KeyboardEvent, useRef, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SORT_HANDLE_CLASS } from './SortableBody';

/**
 * Moving rows with the keyboard: Arrow Up or Down on a row's handle moves the row one place, says where it went
 * through a polite live region and keeps the focus on the handle in its new place.
 */
export function useKeyboardMove(count: number, move: (from: number, to: number) => void) {
  const [announcement, setAnnouncement] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);

  const onHandleKeyDown = (event: KeyboardEvent, index: number, rowKey: Key, name: string) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    const to = index + step;
    if (to < 0 || to >= count) return;
    move(index, to);
    setAnnouncement(`${name} moved to position ${to + 1} of ${count}`);
    requestAnimationFrame(() =>
      containerRef.current?.querySelector<HTMLElement>(`[data-handle-for="${String(rowKey)}"]`)?.focus(),
    );
  };

  return { announcement, containerRef, onHandleKeyDown };
}

export interface SortHandleProps {
  rowKey: Key;
  /** The row's name, for "Move {name}". */
  name: string;
  index: number;
  /** The id of the text that explains how to move rows. */
  describedBy?: string;
  onHandleKeyDown: ReturnType<typeof useKeyboardMove>['onHandleKeyDown'];
}

/** A row's drag handle, also moved by Arrow Up and Arrow Down. */
export function SortHandle({ rowKey, name, index, describedBy, onHandleKeyDown }: SortHandleProps) {
  return (
    <Button
      type="text"
      size="small"
      className={SORT_HANDLE_CLASS}
      data-handle-for={String(rowKey)}
      icon={<HolderOutlined />}
      aria-label={`Move ${name}`}
      aria-describedby={describedBy}
      onKeyDown={(event) => onHandleKeyDown(event, index, rowKey, name)}
      style={{ cursor: 'grab' }}
    />
  );
}

/** Where keyboard moves are announced to screen readers. */
export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <VisuallyHidden>
      <span aria-live="polite">{text}</span>
    </VisuallyHidden>
  );
}
