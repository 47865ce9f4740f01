import { useState } from 'react';
import { describeError } from '../errors';

/**
 * Runs a dialog's save: on success `onSaved` then `onClose`; on failure the dialog stays open with what was typed
 * and shows the server's message (the API client has already toasted it).
 */
export function useFormSave<Values>(
  save: (values: Values) => Promise<unknown>,
  onSaved: () => void,
  onClose: () => void,
) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onFinish = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      await save(values);
      onSaved();
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, onFinish };
}
