// /condos/{id}/analytics (spec part 3 §2.3): tabs "Overall Details" and "Vehicle Parking", the header's date range.
// The tab is kept in the URL (?tab=vehicle-parking) so a reload stays on it.
import { PageHeader } from '@condo/shared';
import { Button, Tabs } from '@condo/shared/antd';
import { EditOutlined } from '@condo/shared/icons';
import { useUpdateSearchParams } from '@condo/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { currentUtcMonth, currentUtcWeek, useHeaderRange } from '../../cards';
import { OverallDetails } from './OverallDetails';
import { VehicleParking } from './VehicleParking';

const OVERALL = 'overall-details';
const PARKING = 'vehicle-parking';

export function AnalyticsScreen() {
  const condo = useParams().id ?? '';
  const [params, updateSearchParams] = useUpdateSearchParams();
  const tab = params.get('tab') === PARKING ? PARKING : OVERALL;
  const [editing, setEditing] = useState(false);
  const cardsRange = useHeaderRange(currentUtcMonth);
  const parkingRange = useHeaderRange(currentUtcWeek);

  const showTab = (key: string) =>
    updateSearchParams(
      (next) => {
        if (key === PARKING) next.set('tab', PARKING);
        else next.delete('tab');
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Analytics"
        extra={
          // Beside the title, not in the tab bar: a tablist may only hold tabs.
          <Button icon={<EditOutlined />} disabled={tab !== PARKING} onClick={() => setEditing(true)}>
            Edit
          </Button>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={showTab}
        destroyOnHidden
        items={[
          { key: OVERALL, label: 'Overall Details', children: <OverallDetails condo={condo} range={cardsRange} /> },
          {
            key: PARKING,
            label: 'Vehicle Parking',
            children: (
              <VehicleParking
                condo={condo}
                range={parkingRange}
                editing={editing && tab === PARKING}
                onEditClose={() => setEditing(false)}
              />
            ),
          },
        ]}
      />
    </>
  );
}
