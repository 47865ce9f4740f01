import { api, type FormType, notify } from '@condo/shared';
import { useOrderedList } from '@condo/shared/ui';
import { DEFAULT_FIELDS } from './defaults';
import { unchangedInput } from './fields/formValues';

export const SAVED_MESSAGE = 'Saved Successfully..!';

/**
 * One form's fields (spec part 3 §4 "FMS tab"): the list for the search, a move enables the save bar, saving posts
 * the whole list in its new order, and after a save or delete the list loads again a second later.
 */
export function useFieldList(form: Pick<FormType, 'id' | 'name'>, query: string) {
  return useOrderedList(
    async () => {
      const listed = (
        await api.formQuestions.list(query ? { form_type_id: form.id, query } : { form_type_id: form.id })
      ).data;
      const defaults = DEFAULT_FIELDS[form.name];
      if (listed.length || query || !defaults) return listed;
      // An empty form read without a search gets its default set, built here and saved silently (§4). The reference
      // API makes them on the first read already, so this runs against a backend that does not.
      return (await api.formQuestions.save(form.id, defaults)).data;
    },
    async (order) => {
      await api.formQuestions.save(form.id, order.map(unchangedInput));
      notify.success(SAVED_MESSAGE);
    },
    [form.id, form.name, query],
  );
}
