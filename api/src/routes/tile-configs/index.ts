import { routeGroup } from '../route-group';
import routes from './routes';
import { tileConfigComponents } from './schemas';

/** The analytics dashboard's tiles. */
export default routeGroup({
  name: 'tile-configs',
  permissions: ['api/v1/tile_configs'],
  perCondo: [routes],
  components: tileConfigComponents,
  audited: {
    tile_configs: { resource: 'tile_configs', record: 'id', condo: 'condo_id' },
  },
});
