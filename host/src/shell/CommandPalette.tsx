// Issue #28 item 5: Ctrl+K (or the header's Go to button) lists the screens the user may open and the condos they may
// switch to, from the route table and the permission map; type to narrow, arrows to choose, Enter to open.
import { api, navigateTo, type PermissionMap } from '@condo/shared';
import { Input, type InputRef, Modal } from '@condo/shared/antd';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { matchEntries, type PaletteEntry, paletteEntries } from '../routes/palette';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  condo?: { alias: string; name: string; roles: PermissionMap | undefined };
}

/**
 * The condo list's first page for what is typed (the server searches), a quarter second after typing stops; `searching`
 * while that answer is due, so an empty list then says so instead of "no match".
 */
function useCondos(open: boolean, text: string) {
  const [answer, setAnswer] = useState<{ query: string; condos: { alias_name: string; name: string }[] }>({
    query: '',
    condos: [],
  });
  const query = text.trim();
  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      api.condos
        .list({ page: 1, per_page: 10, ...(query ? { query } : {}) }, { silent: true })
        .then((page) => current && setAnswer({ query, condos: page.data ?? [] }))
        .catch(() => current && setAnswer({ query, condos: [] }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, query]);
  return { condos: answer.condos, searching: open && answer.query !== query };
}

export function CommandPalette({ open, onClose, condo }: CommandPaletteProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const listId = useId();
  const { condos, searching } = useCondos(open, text);
  const shown = useMemo(() => matchEntries(paletteEntries({ condo, condos }), text), [condo, condos, text]);
  const chosen = Math.min(active, shown.length - 1);

  const go = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    setText('');
    navigateTo(entry.href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && shown.length) {
      event.preventDefault();
      setActive((chosen + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(shown[chosen]);
    }
  };

  return (
    <Modal
      open={open}
      title="Go to"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(opened) => opened && input.current?.focus()}
    >
      <Input
        ref={input}
        role="combobox"
        aria-label="Screen or condo"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={chosen >= 0 ? `${listId}-${chosen}` : undefined}
        aria-autocomplete="list"
        placeholder="Type a screen or a condo"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Screens and condos" className="shell-palette">
        {shown.map((entry, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's arrows and Enter choose an option
          <div
            key={entry.href}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === chosen}
            onClick={() => go(entry)}
            onMouseMove={() => setActive(index)}
          >
            <span>{entry.title}</span>
            <span className="shell-palette-group">{entry.group}</span>
          </div>
        ))}
      </div>
      {shown.length === 0 && (
        <p role="status">{searching ? 'Searching condos…' : `No screen or condo matches “${text}”.`}</p>
      )}
    </Modal>
  );
}
