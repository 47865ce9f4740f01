// "Vehicle Parking": vehicles inside per time slot (with its offset) as a bar chart (the area's Chart, ECharts loaded on
// first use), refreshed every minute; the same figures as a table for screen readers (and the tests).
import type { InsideVehicleSlot, IsoDateRange } from '@condo/shared';
import { RequestStatus, visuallyHidden } from '@condo/shared/ui';
import { Chart } from '../../charts';
import { insideBars, parkingChart } from './insideBars';
import { OffsetDrawer } from './OffsetDrawer';
import { useParkingSlots } from './useParkingSlots';

export interface VehicleParkingProps {
  condo: string;
  range: IsoDateRange;
  editing: boolean;
  onEditClose: () => void;
}

export function VehicleParking({ condo, range, editing, onEditClose }: VehicleParkingProps) {
  const request = useParkingSlots(range, condo);
  const slots = request.data ?? [];
  return (
    <section aria-label="Vehicle parking offsets">
      <RequestStatus
        request={request}
        loadingLabel="Loading vehicle parking"
        errorTitle="Vehicle parking could not be loaded"
      >
        <Chart spec={parkingChart(slots)} />
        <SlotTable slots={slots} />
      </RequestStatus>
      <OffsetDrawer open={editing} slots={slots} condo={condo} onClose={onEditClose} onSaved={request.reload} />
    </section>
  );
}

function SlotTable({ slots }: { slots: readonly InsideVehicleSlot[] }) {
  const bars = insideBars(slots);
  return (
    <div style={visuallyHidden}>
      <table aria-label="Offset per time slot">
        <thead>
          <tr>
            <th scope="col">Time slot</th>
            {bars.counted ? <th scope="col">Vehicles inside</th> : null}
            <th scope="col">Offset</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot, index) => (
            <tr key={slot.id}>
              <th scope="row">{slot.from_time}</th>
              {bars.counted ? <td>{bars.values[index]}</td> : null}
              <td>{slot.offset}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
