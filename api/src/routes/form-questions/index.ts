import { routeGroup } from '../route-group';
import routes from './routes';
import { formQuestionComponents } from './schemas';

/** FMS configuration: the fields of a condo's incident and report forms. */
export default routeGroup({
  name: 'form-questions',
  permissions: ['api/v1/form_questions'],
  perCondo: [routes],
  components: formQuestionComponents,
  audited: {
    // A reorder records each moved field's position.
    form_questions: { resource: 'form_questions', record: 'id', condo: 'condo_id' },
  },
});
