import { api, type CallLog, notify, PageHeader } from '@condo/shared';
import { Button, Typography } from '@condo/shared/antd';
import {
  type DateRange,
  DateRangePicker,
  ListControls,
  ServerTable,
  useServerList,
  useUpdateSearchParams,
  weekAndMonthPresets,
} from '@condo/shared/ui';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { callLogListPage, callLogQuery } from './list';

/** Spec part 2 §5: a call-log range may not exceed 30 days. */
export const MAX_RANGE_DAYS = 30;
export const RANGE_MESSAGE = `A date range may not exceed ${MAX_RANGE_DAYS} days`;

/** Spec part 2 §9: the current week by default. */
const thisWeek = (): DateRange => [dayjs().startOf('week'), dayjs().endOf('day')];

const tooLong = (from: Dayjs, to: Dayjs) => to.diff(from, 'minute') > MAX_RANGE_DAYS * 24 * 60;

function readRange(params: URLSearchParams): DateRange {
  const from = dayjs(params.get('from') ?? '');
  const to = dayjs(params.get('to') ?? '');
  return from.isValid() && to.isValid() && !to.isBefore(from) && !tooLong(from, to) ? [from, to] : thisWeek();
}

/** Spec part 2 §2 Call logs: resident ivr and video calls by status, resident status, call type and range. */
export function CallLogsScreen() {
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const range = readRange(searchParams);
  const from = range[0].toISOString();
  const to = range[1].toISOString();
  const [rangeError, setRangeError] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const page = useMemo(() => ({ ...callLogListPage, params: { from, to } }), [from, to]);
  const list = useServerList(page);

  const changeRange = (value: DateRange | null) => {
    if (!value) return;
    if (tooLong(value[0], value[1])) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    updateSearchParams((next) => {
      next.set('from', value[0].toISOString());
      next.set('to', value[1].toISOString());
      next.delete('page');
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { status_label, resident_status, call_type } = list.filters;
      // The Call type column offers only the contract's call types.
      const query = callLogQuery({
        from,
        to,
        status_label,
        resident_status,
        call_type: call_type as CallLog['call_type'][],
      });
      const answer = await api.callLogs.generateReport(query);
      notify.success(answer.message ?? 'The call log report was requested');
    } catch {
      // The common error notice has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-label="Call logs">
      <PageHeader
        title="Resident ivr and video call logs"
        extra={
          <>
            <DateRangePicker
              aria-label="Date range"
              value={range}
              onChange={changeRange}
              presets={weekAndMonthPresets}
              disabledDate={(current, info) =>
                Boolean(info?.from) && Math.abs(current.diff(info?.from as Dayjs, 'day')) > MAX_RANGE_DAYS - 1
              }
            />
            <Button onClick={download} loading={downloading}>
              Download
            </Button>
            <ListControls page={page} list={list} label="call logs" reloadLabel="Refresh" />
          </>
        }
      />
      <Typography.Text
        type={rangeError ? 'danger' : 'secondary'}
        role={rangeError ? 'alert' : undefined}
        style={{ display: 'block', marginBottom: 8 }}
      >
        {rangeError ? `${RANGE_MESSAGE}. Choose a shorter range.` : `${RANGE_MESSAGE}.`}
      </Typography.Text>
      <ServerTable page={page} list={list} label="Call logs" />
    </section>
  );
}
