import { api, notify } from '@condo/shared';
import { useOrderedList } from '@condo/shared/ui';
import { unchangedInput } from './fieldRules';

export const SAVED_MESSAGE = 'Saved Successfully..!';

/**
 * One form's fields (spec part 3 §4 "FMS tab"): the list for the search (an empty form read without a search comes
 * back with its defaults, made by the server), a move enables the save bar, saving posts the whole list in its new
 * order, and after a save or delete the list loads again a second later.
 */
export function useFieldList(formTypeId: number, query: string) {
  return useOrderedList(
    async () =>
      (await api.formQuestions.list(query ? { form_type_id: formTypeId, query } : { form_type_id: formTypeId })).data,
    async (order) => {
      await api.formQuestions.save(formTypeId, order.map(unchangedInput));
      notify.success(SAVED_MESSAGE);
    },
    [formTypeId, query],
  );
}
