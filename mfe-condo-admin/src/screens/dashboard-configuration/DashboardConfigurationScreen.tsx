import { getCondoDetails, PageHeader } from '@condo/shared';
import { Tabs } from '@condo/shared/antd';
import { useParams } from 'react-router-dom';
import { ConfigPanel } from './ConfigPanel';
import { RulesPanel } from './RulesPanel';
import { TilesTable } from './TilesTable';
import { useRememberedTab } from './useRememberedTab';

/**
 * Spec part 2, Dashboard Configuration (`/condos/:id/configuration`): Tiles; Charts & Tables; Rules; Ui Config;
 * Service Ui Config. The last tab is remembered in this browser (`dashboard_configuration_tab`).
 */
export function DashboardConfigurationScreen() {
  const alias = useParams().id ?? '';
  const [tab, setTab] = useRememberedTab();
  return (
    <section aria-label="Dashboard Configuration">
      <PageHeader title="Dashboard Configuration" subtitle={getCondoDetails(alias)?.name ?? alias} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'tiles', label: 'Tiles', children: <TilesTable tileType="tiles" label="Tiles" /> },
          {
            key: 'charts',
            label: 'Charts & Tables',
            children: <TilesTable tileType="charts" label="Charts & Tables" />,
          },
          { key: 'rules', label: 'Rules', children: <RulesPanel /> },
          { key: 'ui', label: 'Ui Config', children: <ConfigPanel uiType="ui" /> },
          { key: 'service_ui', label: 'Service Ui Config', children: <ConfigPanel uiType="service_ui" /> },
        ]}
      />
    </section>
  );
}
