import { useCallback, useEffect, useMemo, useState } from 'react';
import { notify } from '../../bus';
import { MESSAGES } from '../../constants/messages';
import type { SettingsGroupDefinition, SettingsValues } from './types';
import { initialSettingsValues } from './values';

export interface SettingsEditorState {
  groups: readonly SettingsGroupDefinition[];
  values: SettingsValues;
  /** Aliases of the groups open for editing. */
  editing: ReadonlySet<string>;
  startEditing: (alias: string) => void;
  cancelEditing: (alias: string) => void;
  /** Keeps a group's edited values and closes it. */
  commitGroup: (alias: string, groupValues: Record<string, unknown>) => void;
  /**
   * True when the whole document may be saved. While a group is still open it warns
   * 'Save Your Changes first' (spec part 1 §5) and returns false.
   */
  readyToSave: () => boolean;
}

/** The state of a settings editor, apart from drawing; the screen owning the Save button holds it. */
export function useSettingsEditor(groups: readonly SettingsGroupDefinition[]): SettingsEditorState {
  const [values, setValues] = useState<SettingsValues>(() => initialSettingsValues(groups));
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());

  // New schema (reloaded or another document): start from its values with every group closed.
  useEffect(() => {
    setValues(initialSettingsValues(groups));
    setEditing(new Set());
  }, [groups]);

  const startEditing = useCallback((alias: string) => setEditing((open) => new Set(open).add(alias)), []);
  const cancelEditing = useCallback(
    (alias: string) =>
      setEditing((open) => {
        const next = new Set(open);
        next.delete(alias);
        return next;
      }),
    [],
  );
  const commitGroup = useCallback(
    (alias: string, groupValues: Record<string, unknown>) => {
      setValues((current) => ({ ...current, [alias]: { ...current[alias], ...groupValues } }));
      cancelEditing(alias);
    },
    [cancelEditing],
  );
  const readyToSave = useCallback(() => {
    if (editing.size === 0) return true;
    notify.warning(MESSAGES.saveChangesFirst);
    return false;
  }, [editing]);

  return useMemo(
    () => ({ groups, values, editing, startEditing, cancelEditing, commitGroup, readyToSave }),
    [groups, values, editing, startEditing, cancelEditing, commitGroup, readyToSave],
  );
}
