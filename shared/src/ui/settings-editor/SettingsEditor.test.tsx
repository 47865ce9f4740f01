import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type Toast } from '../../bus';
import { testTheme } from '../../testing/theme';
import { ConsoleRoot } from '../ConsoleRoot';
import { SettingsEditor } from './SettingsEditor';
import type { SettingsGroupDefinition, SettingsValues } from './types';
import { useSettingsEditor } from './useSettingsEditor';

jest.setTimeout(30_000);

const groups: SettingsGroupDefinition[] = [
  {
    alias_name: 'door',
    name: 'Door Control',
    schema: [
      { name: 'unlock_seconds', data_type: 'Integer', default: 5 },
      { name: 'auto_lock', data_type: 'Boolean', default: true },
      { name: 'exit_button', data_type: 'Boolean', default: false, value: false },
      { name: 'relay', data_type: 'String', default: 'relay_1', allowed_values: ['relay_1', 'relay_2'] },
      { name: 'note', data_type: 'String', default: '' },
    ],
  },
  {
    alias_name: 'flow',
    name: 'Visitor Flow',
    schema: [
      { name: 'welcome', data_type: 'String', default: 'W'.repeat(70) },
      { name: 'fields', data_type: 'Array', default: ['name', 'phone'], allowed_values: ['name', 'phone', 'unit'] },
      {
        name: 'call',
        data_type: 'Object',
        default: { mode: 'app', ring: 30 },
        values: [
          { name: 'mode', data_type: 'String', default: 'app', allowed_values: ['app', 'sip'] },
          { name: 'ring', data_type: 'Integer', default: 30 },
        ],
      },
    ],
  },
];

function Harness({ onSave }: { onSave: (values: SettingsValues) => void }) {
  const editor = useSettingsEditor(groups);
  return (
    <>
      <button type="button" onClick={() => editor.readyToSave() && onSave(editor.values)}>
        Save workflow
      </button>
      <SettingsEditor editor={editor} />
    </>
  );
}

function renderEditor() {
  const onSave = jest.fn();
  const toasts: Toast[] = [];
  const subscription = bus.toast$.subscribe((toast) => toasts.push(toast));
  render(
    <ConsoleRoot theme={testTheme}>
      <Harness onSave={onSave} />
    </ConsoleRoot>,
  );
  return { onSave, toasts, subscription };
}

describe('SettingsEditor', () => {
  it('shows values: pass/fail marks for booleans, a dash when empty, long text cut at 60', () => {
    const { subscription } = renderEditor();
    const door = screen.getByRole('region', { name: 'Door Control' });
    expect(within(door).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(within(door).getByRole('img', { name: 'No' })).toBeInTheDocument();
    expect(within(door).getByText('relay_1')).toBeInTheDocument();
    expect(within(door).getByText('-')).toBeInTheDocument();
    const flow = screen.getByRole('region', { name: 'Visitor Flow' });
    expect(within(flow).getByText(`${'W'.repeat(60)}...`)).toBeInTheDocument();
    expect(within(flow).getByText('name, phone')).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("refuses to save while a group is in edit: 'Save Your Changes first'", async () => {
    const { onSave, toasts, subscription } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Door Control' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toMatchObject({ level: 'warning', text: 'Save Your Changes first' });

    const field = await screen.findByLabelText('unlock_seconds');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Door Control' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Door Control' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));

    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        door: { unlock_seconds: 12, auto_lock: true, exit_button: false, relay: 'relay_1', note: '' },
        flow: expect.objectContaining({ call: { mode: 'app', ring: 30 } }),
      }),
    );
    subscription.unsubscribe();
  });

  it('keeps Integer settings at 0 or more', async () => {
    const { onSave, subscription } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Visitor Flow' }));
    const ring = await screen.findByLabelText('ring');
    expect(ring).toHaveAttribute('aria-valuemin', '0');
    await userEvent.clear(ring);
    await userEvent.type(ring, '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Save Visitor Flow' }));
    // The input clamps to the minimum or the rule refuses the value: a negative never reaches the document.
    const refused = await screen.findByText('ring must be 0 or more').catch(() => null);
    if (refused) {
      expect(screen.getByRole('button', { name: 'Save Visitor Flow' })).toBeInTheDocument();
      return subscription.unsubscribe();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    const saved = onSave.mock.calls.at(-1)?.[0] as SettingsValues;
    const value = (saved.flow?.call as { ring: number | null } | undefined)?.ring ?? null;
    expect(value === null || value >= 0).toBe(true);
    subscription.unsubscribe();
  });
});
