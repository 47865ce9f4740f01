import { createContext, type HTMLAttributes, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import Sortable from 'sortablejs';

/** The class of the drag handle: only a row's handle starts a drag, so its buttons keep their clicks. */
export const SORT_HANDLE_CLASS = 'sort-drag-handle';

interface Sorting {
  onMove: (from: number, to: number) => void;
  enabled: boolean;
}

/** What the sortable tbody needs from its table: where moves go, and whether the user may move at all. */
const SortingContext = createContext<Sorting>({ onMove: () => undefined, enabled: false });

/** Wraps an antd Table whose `components` are `sortableTableComponents`: moves of its rows go to `onMove`. */
export function SortableRows({ onMove, enabled, children }: Sorting & { children: ReactNode }) {
  const sorting = useMemo(() => ({ onMove, enabled }), [onMove, enabled]);
  return <SortingContext.Provider value={sorting}>{children}</SortingContext.Provider>;
}

/**
 * A table's tbody, made sortable by mouse and touch with sortablejs. Sortable moves the row in the page; the row is
 * put back at once and the move goes to React state, which draws the new order.
 */
export function SortableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const { onMove, enabled } = useContext(SortingContext);
  const moveRef = useRef(onMove);
  moveRef.current = onMove;
  useEffect(() => {
    const body = ref.current;
    if (!body || !enabled) return;
    const sortable = Sortable.create(body, {
      handle: `.${SORT_HANDLE_CLASS}`,
      draggable: 'tr[data-row-key]',
      animation: 150,
      // Mouse and touch events rather than the browser's drag and drop: the same behaviour everywhere.
      forceFallback: true,
      onEnd: (event) => {
        const { item, from, oldIndex, newIndex, oldDraggableIndex, newDraggableIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        // Back where React put it, so React's own move is the only one.
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        moveRef.current(oldDraggableIndex ?? oldIndex, newDraggableIndex ?? newIndex);
      },
    });
    return () => sortable.destroy();
  }, [enabled]);
  return <tbody {...props} ref={ref} />;
}

/** antd Table `components` for sortable rows (inside `SortableRows`). */
export const sortableTableComponents = { body: { wrapper: SortableBody } };
