import { routeGroup } from '../route-group';
import routes from './routes';
import { presentationComponents } from './schemas';

/** Alert screens (presentations). */
export default routeGroup({
  name: 'presentations',
  permissions: ['api/v1/presentations'],
  perCondo: [routes],
  components: presentationComponents,
  audited: {
    presentations: { resource: 'presentations', record: 'id', condo: 'condo_id' },
  },
});
