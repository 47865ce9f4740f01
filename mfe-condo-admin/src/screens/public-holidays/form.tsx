import { api, MESSAGES, notify, type PublicHoliday } from '@condo/shared';
import { DatePicker, Form, Input } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useRecordForm } from '@condo/shared/ui';
import { type HolidayFormValues, holidayBody } from './formValues';

/** Add a public holiday: the date, its weekday (filled from the date, editable), the holiday's name. */
export function HolidayFormModal({ onClose, onSaved }: Omit<RecordFormProps<PublicHoliday>, 'record'>) {
  const { modal, form } = useRecordForm<PublicHoliday, HolidayFormValues>({
    onClose,
    onSaved,
    noun: 'Holiday',
    create: async (values) => {
      await api.publicHolidays.create(holidayBody(values));
      notify.success(MESSAGES.savedHoliday);
    },
  });
  return (
    <RecordFormModal<HolidayFormValues>
      {...modal}
      name="holiday-form"
      onValuesChange={(changed: HolidayFormValues) => {
        if ('date' in changed) form.setFieldValue('day', changed.date ? changed.date.format('dddd') : '');
      }}
    >
      <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please choose the Date' }]}>
        <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} autoFocus />
      </Form.Item>
      <Form.Item
        name="day"
        label="Day"
        extra="Filled from the date"
        rules={[{ required: true, whitespace: true, message: 'Please enter the Day' }, { max: 20 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="holiday"
        label="Holiday"
        rules={[{ required: true, whitespace: true, message: 'Please enter the Holiday' }, { max: 255 }]}
      >
        <Input />
      </Form.Item>
    </RecordFormModal>
  );
}
