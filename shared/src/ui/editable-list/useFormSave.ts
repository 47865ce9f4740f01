import { useState } from 'react';
import { describeError } from '../errors';
import { useOneAtATime } from '../useOneAtATime';

/**
 * Runs a dialog's save: on success `onSaved` then `onClose`; on failure the dialog stays open with what was typed
 * and shows the server's message (the API client has already toasted it). A save while one is pending is ignored
 * (a double click on Save, or Enter pressed twice, adds one record).
 */
export function useFormSave<Values>(
  save: (values: Values) => Promise<unknown>,
  onSaved: () => void,
  onClose: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { pending: saving, run: onFinish } = useOneAtATime(async (values: Values) => {
    setFailure(null);
    try {
      await save(values);
      onSaved();
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    }
  });
  return { saving, failure, onFinish };
}
