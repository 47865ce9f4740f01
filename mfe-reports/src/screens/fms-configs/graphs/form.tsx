// The graph configuration form (spec part 3 §2.4, §3 "Condo graph"): three tabs in a panel 660 wide. A failed save
// keeps what was typed and shows the server's message.
import { api, type CondoGraph, notify } from '@condo/shared';
import { Alert, Drawer, Form, Input, Radio, Select } from '@condo/shared/antd';
import { DrawerFooter, useFormTabs, useRecordForm } from '@condo/shared/ui';
import { SAVED_MESSAGE } from '../useFieldList';
import { GRAPH_KINDS, type GraphValues, graphInputOf, graphValuesOf, PIE_TYPES } from './formValues';

export const GRAPH_DRAWER_WIDTH = 660;

type GraphTab = 'general' | 'chart' | 'axis';
const tabOf = (field: string): GraphTab =>
  field === 'name' || field === 'graph_type' ? 'chart' : field === 'x_axis_text' ? 'axis' : 'general';

export interface GraphDrawerProps {
  graph: CondoGraph | null;
  onClose: () => void;
  onSaved: () => void;
}

export function GraphDrawer({ graph, onClose, onSaved }: GraphDrawerProps) {
  const tabs = useFormTabs<GraphTab>('general', tabOf);
  const {
    form: values,
    save,
    title,
    initialValues,
  } = useRecordForm<CondoGraph, GraphValues>({
    record: graph,
    onClose,
    onSaved,
    title: graph ? `Edit graph: ${graph.title}` : 'Add graph',
    toValues: (record) => graphValuesOf(record ?? null),
    create: async (typed) => {
      await api.condoGraphs.create(graphInputOf(typed));
      notify.success(SAVED_MESSAGE);
    },
    update: async (record, typed) => {
      await api.condoGraphs.update(record.id, graphInputOf(typed));
      notify.success(SAVED_MESSAGE);
    },
  });
  const kind = Form.useWatch('name', values) ?? graph?.name;
  const axisType = Form.useWatch(['x_axis_text', 'type'], values) ?? graph?.x_axis_text.type;
  const list = (placeholder: string) => <Select mode="tags" placeholder={placeholder} tokenSeparators={[',']} />;

  return (
    <Drawer
      open
      title={title}
      size={GRAPH_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={<DrawerFooter onCancel={onClose} onSubmit={() => values.submit()} submitting={save.saving} />}
    >
      <Form<GraphValues>
        form={values}
        name="graph"
        aria-label={title}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save.onFinish}
        onFinishFailed={tabs.onFinishFailed}
        onFieldsChange={tabs.onFieldsChange}
      >
        {tabs.render([
          {
            key: 'general',
            label: 'General',
            children: (
              <>
                <Form.Item
                  name="title"
                  label="Title"
                  rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
                >
                  <Input maxLength={255} />
                </Form.Item>
                <Form.Item name="sub_title" label="Sub titles" extra="Type one and press Enter">
                  {list('Sub titles')}
                </Form.Item>
                <Form.Item name="menu_type" label="Menu type">
                  <Input maxLength={255} />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'chart',
            label: 'Chart',
            children: (
              <>
                <Form.Item name="name" label="Kind" rules={[{ required: true }]}>
                  <Radio.Group options={GRAPH_KINDS.map((option) => ({ ...option }))} />
                </Form.Item>
                {kind === 'pie' ? (
                  <Form.Item
                    name="graph_type"
                    label="Pie type"
                    rules={[{ required: true, message: 'A pie graph needs its type' }]}
                  >
                    <Select options={PIE_TYPES.map((option) => ({ ...option }))} placeholder="Pie or doughnut" />
                  </Form.Item>
                ) : null}
              </>
            ),
          },
          {
            key: 'axis',
            label: 'X axis',
            children: (
              <>
                <Form.Item name={['x_axis_text', 'name']} label="X axis names" extra="Type one and press Enter">
                  {list('X axis names')}
                </Form.Item>
                <Form.Item name={['x_axis_text', 'type']} label="X axis type" rules={[{ required: true }]}>
                  <Radio.Group
                    options={[
                      { value: 'text', label: 'Text' },
                      { value: 'date', label: 'Date' },
                    ]}
                  />
                </Form.Item>
                {axisType === 'date' ? (
                  <Form.Item
                    name={['x_axis_text', 'graph_date']}
                    label="Date field"
                    rules={[{ required: true, whitespace: true, message: 'A date axis needs its date field' }]}
                  >
                    <Input maxLength={255} placeholder="e.g. incident_date" />
                  </Form.Item>
                ) : null}
              </>
            ),
          },
        ])}
      </Form>
      {save.failure ? <Alert type="error" showIcon title={save.failure} /> : null}
    </Drawer>
  );
}
