import { DatePicker, enUS, type GetProps } from '@condo/shared/antd';
import dayjs, { type Dayjs } from 'dayjs';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

export type DateRange = [Dayjs, Dayjs];

/** Spec part 1 §9: the header's range format. */
export const dateRangeFormat = 'DD-MMM-YY HH:mm';

/** Shortcuts of the header's range picker; computed on click so a long-open page never offers yesterday's "Today". */
export const dateRangePresets: NonNullable<RangePickerProps['presets']> = [
  { label: 'Today', value: () => [dayjs().startOf('day'), dayjs().endOf('day')] },
  {
    label: 'Yesterday',
    value: () => [dayjs().subtract(1, 'day').startOf('day'), dayjs().subtract(1, 'day').endOf('day')],
  },
  { label: 'This Week', value: () => [dayjs().startOf('week'), dayjs().endOf('day')] },
];

/** The Outbox's shortcuts (spec part 1 §2): This Week, Last Week, This Month. */
export const weekAndMonthPresets: NonNullable<RangePickerProps['presets']> = [
  { label: 'This Week', value: () => [dayjs().startOf('week'), dayjs().endOf('day')] },
  {
    label: 'Last Week',
    value: () => [dayjs().subtract(1, 'week').startOf('week'), dayjs().subtract(1, 'week').endOf('week')],
  },
  { label: 'This Month', value: () => [dayjs().startOf('month'), dayjs().endOf('day')] },
];

// The picker's confirm button reads its text from the locale; the spec names it 'Search'.
const pickerLocale = enUS.DatePicker
  ? { ...enUS.DatePicker, lang: { ...enUS.DatePicker.lang, ok: 'Search' } }
  : undefined;

export interface DateRangePickerProps
  extends Omit<RangePickerProps, 'value' | 'onChange' | 'format' | 'presets' | 'showTime' | 'locale'> {
  value?: DateRange | null;
  /** The shortcuts; the header's (Today, Yesterday, This Week) by default. */
  presets?: RangePickerProps['presets'];
  /** Called when the user confirms a range with 'Search' or picks a shortcut. */
  onChange?: (range: DateRange | null) => void;
}

/** From/To picker with time, the shortcuts Today, Yesterday and This Week, and a 'Search' confirm button. */
export function DateRangePicker({ value, onChange, presets = dateRangePresets, ...rest }: DateRangePickerProps) {
  return (
    <DatePicker.RangePicker
      placeholder={['From', 'To']}
      allowClear={false}
      {...rest}
      value={value ?? null}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
      presets={presets}
      showTime={{ format: 'HH:mm' }}
      format={dateRangeFormat}
      needConfirm
      locale={pickerLocale}
    />
  );
}
