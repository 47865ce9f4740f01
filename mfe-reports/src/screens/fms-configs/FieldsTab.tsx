// One field tab of spec part 3 §2.4: a searchable list, reordered by drag or keyboard behind a save bar, with the
// field form in a side panel. Incident Fields: Title, Question type, Required, Manage; Incident Report: Title, Manage.
import { api, can, type FormQuestion, type FormType, notify, useStoredRoles } from '@condo/shared';
import { Alert, Button, Empty, Flex, Input, Table, type TableColumnsType } from '@condo/shared/antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@condo/shared/icons';
import {
  MoveAnnouncement,
  RequestStatus,
  SortableRows,
  SortHandle,
  sortableTableComponents,
  useConfirmDelete,
  useKeyboardMove,
  VisuallyHidden,
} from '@condo/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FieldDrawer } from './fields/form';
import { isProtected, questionTypeLabel } from './fields/formValues';
import { SAVED_MESSAGE, useFieldList } from './useFieldList';

export const DELETE_QUESTION = 'Are you sure to delete this field ?';
const RESOURCE = 'api/v1/form_questions';

export interface FieldsTabProps {
  form: FormType;
  /** The incident form: report fields name the incident fields they are drawn from. */
  incidentForm: FormType | undefined;
  label: string;
  query: string;
  searchText: string;
  onSearch: (text: string, options?: { now?: boolean }) => void;
}

export function FieldsTab({ form, incidentForm, label, query, searchText, onSearch }: FieldsTabProps) {
  const roles = useStoredRoles(useParams().id ?? '');
  const mayCreate = can(roles, { [RESOURCE]: ['create'] });
  const mayUpdate = can(roles, { [RESOURCE]: ['update'] });
  const mayDelete = can(roles, { [RESOURCE]: ['destroy'] });
  const fields = useFieldList(form, query);
  const keyboard = useKeyboardMove(fields.order.length, fields.move);
  const askDelete = useConfirmDelete();
  const [editing, setEditing] = useState<FormQuestion | 'new' | null>(null);
  const isIncident = form.name === 'incident';
  // A searched list shows part of the form: its order alone would push the hidden fields below it.
  const mayReorder = mayCreate && !query;
  const helpId = `${form.name}-move-help`;

  const confirmDelete = (field: FormQuestion) =>
    askDelete({
      texts: { title: `Delete ${field.label}`, question: DELETE_QUESTION, ok: 'Yes', cancel: 'No' },
      onConfirm: async () => {
        await api.formQuestions.remove(field.id);
        notify.success(SAVED_MESSAGE);
        fields.reloadSoon();
      },
    });

  const columns: TableColumnsType<FormQuestion> = [
    ...(mayReorder
      ? [
          {
            key: 'move',
            title: <VisuallyHidden>Move</VisuallyHidden>,
            width: 48,
            render: (_: unknown, field: FormQuestion, index: number) => (
              <SortHandle
                rowKey={field.id}
                name={field.label}
                index={index}
                describedBy={helpId}
                onHandleKeyDown={keyboard.onHandleKeyDown}
              />
            ),
          },
        ]
      : []),
    { key: 'label', title: 'Title', dataIndex: 'label' },
    ...(isIncident
      ? [
          {
            key: 'question_type',
            title: 'Question type',
            render: (_: unknown, field: FormQuestion) => questionTypeLabel(field.question_type),
          },
          {
            key: 'required',
            title: 'Required',
            render: (_: unknown, field: FormQuestion) => (field.required ? 'Yes' : 'No'),
          },
        ]
      : []),
    ...(mayUpdate || mayDelete
      ? [
          {
            key: 'manage',
            title: 'Manage',
            width: 200,
            render: (_: unknown, field: FormQuestion) => (
              <Flex gap="small">
                {mayUpdate ? (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${field.label}`}
                    onClick={() => setEditing(field)}
                  >
                    Edit
                  </Button>
                ) : null}
                {/* issue_type, priority and status cannot be deleted (spec part 3 §5): no Delete to offer. */}
                {mayDelete && !isProtected(field) ? (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${field.label}`}
                    onClick={() => confirmDelete(field)}
                  >
                    Delete
                  </Button>
                ) : null}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <div ref={keyboard.containerRef}>
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={`Search ${label}`}
          placeholder="Search label or name"
          allowClear
          value={searchText}
          onChange={(event) => onSearch(event.target.value)}
          onSearch={(value) => onSearch(value, { now: true })}
          style={{ width: 280 }}
        />
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add field
          </Button>
        ) : null}
      </Flex>
      {mayCreate ? (
        <p id={helpId} style={{ color: 'var(--ant-color-text-secondary)', margin: '0 0 12px' }}>
          {query
            ? 'Clear the search to change the order of the fields.'
            : 'Drag a row by its handle, or focus the handle and press Arrow Up or Arrow Down, then Save order.'}
        </p>
      ) : null}
      {fields.dirty ? (
        <Alert
          type="info"
          role="region"
          aria-label="Unsaved order"
          title="The order of the fields has changed."
          style={{ marginBottom: 12 }}
          action={
            <Flex gap="small">
              <Button onClick={fields.discard} disabled={fields.saving}>
                Discard
              </Button>
              <Button type="primary" loading={fields.saving} onClick={fields.save}>
                Save order
              </Button>
            </Flex>
          }
        />
      ) : null}
      <MoveAnnouncement text={keyboard.announcement} />
      <RequestStatus
        request={fields}
        loadingLabel={`Loading ${label}`}
        errorTitle={`The ${label.toLowerCase()} could not be loaded`}
        rows={6}
      >
        <SortableRows onMove={fields.move} enabled={mayReorder}>
          <Table<FormQuestion>
            aria-label={label}
            rowKey="id"
            columns={columns}
            dataSource={fields.order}
            pagination={false}
            size="middle"
            components={sortableTableComponents}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={query ? `No fields match “${query}”` : 'No Data Found!'}
                />
              ),
            }}
          />
        </SortableRows>
      </RequestStatus>
      {editing ? (
        <FieldDrawer
          form={form}
          incidentForm={incidentForm}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={fields.reloadSoon}
        />
      ) : null}
    </div>
  );
}
