import { api, type FormQuestion, notify, useRequest } from '@condo/shared';
import { moved } from '@condo/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { unchangedInput } from './fieldRules';

export const RELOAD_AFTER_SAVE_MS = 1000;
export const SAVED_MESSAGE = 'Saved Successfully..!';

/**
 * One form's fields (spec part 3 §4 "FMS tab"): the list for the search (an empty form read without a search comes
 * back with its defaults, made by the server), a move enables the save bar, saving posts the whole list in its new
 * order, and after a save or delete the list loads again a second later.
 */
export function useFieldList(formTypeId: number, query: string) {
  const [version, setVersion] = useState(0);
  const request = useRequest(
    async () =>
      (await api.formQuestions.list(query ? { form_type_id: formTypeId, query } : { form_type_id: formTypeId })).data,
    [formTypeId, query, version],
  );
  const [order, setOrder] = useState<FormQuestion[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reloadAt, setReloadAt] = useState(0);

  useEffect(() => {
    if (request.data) {
      setOrder(request.data);
      setDirty(false);
    }
  }, [request.data]);

  useEffect(() => {
    if (!reloadAt) return;
    const timer = setTimeout(() => setVersion((current) => current + 1), RELOAD_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [reloadAt]);

  const move = useCallback((from: number, to: number) => {
    if (from === to) return;
    setOrder((current) => moved(current, from, to));
    setDirty(true);
  }, []);

  const discard = () => {
    setOrder(request.data ?? []);
    setDirty(false);
  };

  const saveOrder = async () => {
    setSaving(true);
    try {
      await api.formQuestions.save(formTypeId, order.map(unchangedInput));
      notify.success(SAVED_MESSAGE);
      setDirty(false);
      setReloadAt(Date.now());
    } catch {
      // The API client showed the server's message; the order stays to try again.
    } finally {
      setSaving(false);
    }
  };

  const reloadSoon = () => setReloadAt(Date.now());

  return { ...request, order, dirty, saving, move, discard, saveOrder, reloadSoon };
}
