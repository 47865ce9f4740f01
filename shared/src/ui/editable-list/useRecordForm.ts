import { Form, type FormInstance } from '@condo/shared/antd';
import { useState } from 'react';
import type { CallOptions, Id } from '../../api/request';
import type { AuditedResource } from '../../contract';
import type { RecordTabsProps } from '../history';
import { useFormSave } from './useFormSave';

type History = NonNullable<RecordTabsProps['history']>;

/** A save toasts the server's message (else 'Saved Successfully.!!!'), as every record form does. */
const SAVE_OPTIONS: CallOptions = { notifySuccess: true };

/** The REST calls of one resource a form saves to (`api.notifications`). */
export interface RecordResource<Body> {
  create?(body: Body, options?: CallOptions): Promise<unknown>;
  update?(id: Id, body: Body, options?: CallOptions): Promise<unknown>;
}

export interface RecordFormOptions<Row extends { id: Id }, Values, Body = never> {
  /** The record to edit; absent to add one. */
  record?: Row | null;
  onClose: () => void;
  /** After a successful save (the list refetches). */
  onSaved: () => void;
  /** 'Notification': the title reads 'Add Notification' or 'Edit Notification'. */
  noun?: string;
  /** A title of the form's own, instead of Add/Edit + noun. */
  title?: string;
  /** The form's first values: the record's, or a new record's defaults (none: an empty form). */
  toValues?: (record?: Row) => Values;
  /** Saves with `resource.create(toBody(values))` or `resource.update(record.id, toBody(values, record))`. */
  resource?: RecordResource<NoInfer<Body>>;
  toBody?: (values: Values, record?: Row) => Body;
  /** Adds the record in a way of its own (instead of `resource.create`); `options` toast the success. */
  create?: (values: Values, options: CallOptions) => Promise<unknown>;
  /** Saves the edited record in a way of its own (instead of `resource.update`). */
  update?: (record: Row, values: Values, options: CallOptions) => Promise<unknown>;
  /** The edited record's History tab: its audited resource, or the whole tab (a condo of its own, field labels). */
  history?: AuditedResource | ((record: Row) => History | undefined);
}

/** What `RecordFormModal` takes from the hook (spread it: `<RecordFormModal {...modal} name="…">`). */
export interface RecordFormModalBinding<Values> {
  title: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  save: ReturnType<typeof useFormSave<Values>>;
  onClose: () => void;
  history?: History;
}

export interface RecordFormState<Values> extends RecordFormModalBinding<Values> {
  /** A record is edited (not added). */
  editing: boolean;
  modal: RecordFormModalBinding<Values>;
}

/**
 * The logic every record form shares (refine's `useForm`): create or edit by whether a record is given, the title
 * 'Add X'/'Edit X', the first values, a Save that calls create or update and, on success, refreshes the list and
 * closes; on failure the form stays open with what was typed and shows the server's message. An edited record gets
 * its History tab.
 */
export function useRecordForm<Row extends { id: Id }, Values, Body = never>(
  options: RecordFormOptions<Row, Values, Body>,
): RecordFormState<Values> {
  const { onClose, onSaved, noun, resource, toBody } = options;
  const record = options.record ?? undefined;
  const [form] = Form.useForm<Values>();
  // Read once, as the form reads its initial values once: a later render does not reset what was typed.
  const [initialValues] = useState<Partial<Values>>(() => options.toValues?.(record) ?? {});

  const save = useFormSave<Values>(
    (values) => {
      if (record) {
        if (options.update) return options.update(record, values, SAVE_OPTIONS);
        if (resource?.update && toBody) return resource.update(record.id, toBody(values, record), SAVE_OPTIONS);
        throw new Error(`${noun ?? 'This record'} cannot be changed here.`);
      }
      if (options.create) return options.create(values, SAVE_OPTIONS);
      if (resource?.create && toBody) return resource.create(toBody(values), SAVE_OPTIONS);
      throw new Error(`${noun ?? 'This record'} cannot be added here.`);
    },
    onSaved,
    onClose,
  );

  const editing = record !== undefined;
  const title = options.title ?? `${editing ? 'Edit' : 'Add'} ${noun ?? 'record'}`;
  const history =
    record && options.history
      ? typeof options.history === 'string'
        ? { resource: options.history, recordId: Number(record.id) }
        : options.history(record)
      : undefined;
  const modal: RecordFormModalBinding<Values> = { title, form, initialValues, save, onClose, history };
  return { ...modal, editing, modal };
}
