import { routeGroup } from '../route-group';
import routes from './routes';
import { settingComponents } from './schemas';

/** A condo's settings (rule groups) and the tables of its configurations (served at /condos/…: routes/condos/). */
export default routeGroup({
  name: 'settings',
  permissions: ['api/v1/settings'],
  perCondo: [routes],
  components: settingComponents,
  audited: {
    condo_settings: { resource: 'settings', record: 'id', condo: 'condo_id', ignored: ['updated_by_id'] },
    condo_configs: { resource: 'settings', record: 'id', condo: 'condo_id' },
  },
});
