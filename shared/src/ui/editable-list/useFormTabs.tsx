import { Tabs } from '@condo/shared/antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ExclamationCircleFilled } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';

type FieldName = string | number | (string | number)[];
interface FieldState {
  name: FieldName;
  errors?: string[];
}

export interface FormTabsState<Key extends string> {
  activeKey: Key;
  onChange: (key: string) => void;
  /** The tab's label, marked (red, an icon and '(has errors)' for screen readers) while a field in it is invalid. */
  label: (key: Key, text: string) => ReactNode;
  /** Pass to the form: shows the first tab holding an error (unless the open one has one) and marks them all. */
  onFinishFailed: (info: { errorFields: FieldState[] }) => void;
  /** Pass to the form: clears a tab's mark once its fields are valid again. */
  onFieldsChange: (changed: FieldState[], all: FieldState[]) => void;
  /** The tabs themselves: each kept mounted, so a Save validates every field, with its label marked on an error. */
  render: (items: FormTab<Key>[]) => ReactNode;
}

export interface FormTab<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
}

const topName = (name: FieldName) => String(Array.isArray(name) ? name[0] : name);

/**
 * A form split over tabs (drawn by `render`): every tab's fields stay mounted, so a Save validates them all, and a field failing on a hidden tab brings that tab forward and marks it. `tabOf` maps a field's
 * top-level name to its tab.
 */
export function useFormTabs<Key extends string>(first: Key, tabOf: (field: string) => Key): FormTabsState<Key> {
  const [activeKey, setActiveKey] = useState<Key>(first);
  const [failing, setFailing] = useState<ReadonlySet<Key>>(new Set());

  const tabsWithErrors = useCallback(
    (fields: FieldState[]) =>
      new Set(fields.filter((field) => field.errors?.length).map((f) => tabOf(topName(f.name)))),
    [tabOf],
  );

  const onFinishFailed = useCallback(
    ({ errorFields }: { errorFields: FieldState[] }) => {
      const tabs = tabsWithErrors(errorFields);
      setFailing(tabs);
      setActiveKey((current) => {
        if (tabs.has(current) || !errorFields[0]) return current;
        return tabOf(topName(errorFields[0].name));
      });
    },
    [tabOf, tabsWithErrors],
  );

  const onFieldsChange = useCallback(
    (_changed: FieldState[], all: FieldState[]) => {
      const tabs = tabsWithErrors(all);
      setFailing((current) =>
        current.size === tabs.size && [...tabs].every((tab) => current.has(tab)) ? current : tabs,
      );
    },
    [tabsWithErrors],
  );

  const label = useCallback(
    (key: Key, text: string) =>
      failing.has(key) ? (
        <span style={{ color: 'var(--ant-color-error)' }}>
          {text} <ExclamationCircleFilled aria-hidden />
          <VisuallyHidden> (has errors)</VisuallyHidden>
        </span>
      ) : (
        text
      ),
    [failing],
  );

  return useMemo(() => {
    const onChange = (key: string) => setActiveKey(key as Key);
    const render = (items: FormTab<Key>[]) => (
      <Tabs
        activeKey={activeKey}
        onChange={onChange}
        items={items.map((item) => ({ ...item, label: label(item.key, item.label), forceRender: true }))}
      />
    );
    return { activeKey, onChange, label, onFinishFailed, onFieldsChange, render };
  }, [activeKey, label, onFinishFailed, onFieldsChange]);
}
