// §2.3: the Edit drawer (width 550, §9): a number input per slot and Submit, which writes each changed offset.
import { api, describeError, type InsideVehicleSlot, notify } from '@condo/shared';
import { Alert, Drawer, Form, InputNumber, Typography } from '@condo/shared/antd';
import { DrawerFooter } from '@condo/shared/ui';
import { useEffect, useState } from 'react';

export const DRAWER_WIDTH = 550;

export interface OffsetDrawerProps {
  open: boolean;
  slots: readonly InsideVehicleSlot[];
  condo: string;
  onClose: () => void;
  /** After a save that changed something: the chart loads again. */
  onSaved: () => void;
}

type Offsets = Record<string, number | null>;

export function OffsetDrawer({ open, slots, condo, onClose, onSaved }: OffsetDrawerProps) {
  const [offsets, setOffsets] = useState<Offsets>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Each opening starts from the offsets the chart shows; the minute's refresh does not overwrite what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening reads the slots.
  useEffect(() => {
    if (!open) return;
    setOffsets(Object.fromEntries(slots.map((slot) => [slot.id, slot.offset])));
    setFailure(null);
  }, [open]);

  const changed = slots.filter((slot) => {
    const value = offsets[slot.id];
    return value !== null && value !== undefined && value !== slot.offset;
  });

  const submit = async () => {
    if (!changed.length) return onClose();
    setSaving(true);
    setFailure(null);
    const results = await Promise.allSettled(
      changed.map((slot) =>
        api.vehicleParking.updateOffset(slot.id, offsets[slot.id] ?? slot.offset, { condo, silent: true }),
      ),
    );
    setSaving(false);
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (rejected.length < results.length) onSaved();
    if (rejected.length) {
      const saved = results.length - rejected.length;
      setFailure(
        `${rejected.length} of ${results.length} offsets could not be saved${saved ? ' (the others were)' : ''}: ` +
          describeError(rejected[0]?.reason),
      );
      return;
    }
    // Spec part 3 §7: "successes show the server's message"; ours only when the answer has none.
    const fulfilled = results.filter(
      (result): result is PromiseFulfilledResult<Awaited<ReturnType<typeof api.vehicleParking.updateOffset>>> =>
        result.status === 'fulfilled',
    );
    const message = fulfilled.map((result) => result.value?.message).find(Boolean);
    notify.success(message ?? (results.length === 1 ? 'Offset updated' : `${results.length} offsets updated`));
    onClose();
  };

  return (
    <Drawer
      title="Edit vehicle offsets"
      size={DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
      footer={<DrawerFooter onCancel={onClose} onSubmit={submit} submitting={saving} submitLabel="Submit" />}
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
        {slots.map((slot) => (
          <Form.Item key={slot.id} label={slot.from_time} htmlFor={`offset-${slot.id}`}>
            <InputNumber
              id={`offset-${slot.id}`}
              aria-label={`Offset at ${slot.from_time}`}
              value={offsets[slot.id] ?? null}
              onChange={(value) => setOffsets((current) => ({ ...current, [slot.id]: value }))}
              precision={0}
              min={-100_000}
              max={100_000}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ))}
      </Form>
      {!slots.length ? <Typography.Text type="secondary">No time slots</Typography.Text> : null}
    </Drawer>
  );
}
