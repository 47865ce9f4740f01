import { routeGroup } from '../route-group';
import routes from './routes';
import { unitComponents } from './schemas';

/** A condo's units and their import. */
export default routeGroup({
  name: 'units',
  permissions: ['api/v1/units'],
  perCondo: [routes],
  components: unitComponents,
  audited: {
    residents: { resource: 'residents', record: 'id', condo: 'condo_id' },
    // A units import is recorded once, as its import row (who, which file, what it added); its units are bulk rows.
    unit_imports: { resource: 'units', record: 'id', condo: 'condo_id', ignored: ['created_by_id'] },
  },
});
