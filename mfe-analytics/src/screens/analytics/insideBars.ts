import type { InsideVehicleSlot } from '@condo/shared';
import type { ChartSpec } from '../../charts';

/** A slot as a spec backend answers it: `count` is an addition of the reference API. */
export type Slot = Omit<InsideVehicleSlot, 'count'> & { count?: number | null | undefined };

/**
 * The bars of the Vehicle Parking chart. Spec part 3 §1 calls it "a bar chart of vehicles inside" and §2.3 "of
 * inside-vehicle offset per time slot": each bar is the vehicles inside at the slot, the reference API's `count`,
 * corrected by the slot's offset. `count` is an addition (the spec's slots carry id, from_time and offset): without it
 * the bars are the offsets alone, as §2.3 words it.
 */
export function insideBars(slots: readonly Slot[]) {
  const counted = slots.some((slot) => typeof slot.count === 'number');
  return {
    counted,
    name: counted ? 'Vehicles inside' : 'Offset',
    values: slots.map((slot) => (counted ? (slot.count ?? 0) + slot.offset : slot.offset)),
  };
}

/** The chart of the slots: a bar per slot in the day's order, the figures of the table beside it. */
export function parkingChart(slots: readonly Slot[]): ChartSpec {
  const bars = insideBars(slots);
  return {
    kind: 'columns',
    title: bars.counted ? 'vehicles inside per time slot, with the offset' : 'the offset per time slot',
    valueName: bars.name,
    axisName: 'Time slot',
    points: slots.map((slot, index) => ({ label: slot.from_time, value: bars.values[index] ?? 0 })),
  };
}
