import { OUTBOX_TABS, PageHeader, type SentMessage } from '@condo/shared';
import { Tabs } from '@condo/shared/antd';
import {
  type DateRange,
  DateRangePicker,
  ListControls,
  ServerTable,
  useServerList,
  useUpdateSearchParams,
  weekAndMonthPresets,
} from '@condo/shared/ui';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { outboxListPage } from './list';
import { MessageDetail } from './MessageDetail';

type TabKey = (typeof OUTBOX_TABS)[number]['key'];

/** Default range: the current week (spec part 1 §2). */
const thisWeek = (): DateRange => [dayjs().startOf('week'), dayjs().endOf('day')];

function readRange(params: URLSearchParams): DateRange {
  const from = dayjs(params.get('from') ?? '');
  const to = dayjs(params.get('to') ?? '');
  return from.isValid() && to.isValid() ? [from, to] : thisWeek();
}

/**
 * Spec part 1 §2 Outbox: every message the condo sent, by recipient tab and date range, refreshed every 20 s
 * while the browser tab is visible; a row opens its read-only detail.
 */
export function OutboxScreen() {
  const condo = useParams().id ?? '';
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const tabKey = (OUTBOX_TABS.find((tab) => tab.key === searchParams.get('tab'))?.key ?? 'user') as TabKey;
  const tab = OUTBOX_TABS.find((candidate) => candidate.key === tabKey) ?? OUTBOX_TABS[0];
  const range = readRange(searchParams);
  const from = range[0].toISOString();
  const to = range[1].toISOString();
  const [openId, setOpenId] = useState<number | null>(null);

  const open = useCallback((message: SentMessage) => setOpenId(message.id), []);
  const basePage = useMemo(() => outboxListPage(open), [open]);
  const page = useMemo(
    () => ({ ...basePage, params: { recipient_type: tab.recipientType, from, to } }),
    [basePage, tab.recipientType, from, to],
  );
  const list = useServerList(page);

  const update = (change: (next: URLSearchParams) => void) =>
    updateSearchParams((next) => {
      change(next);
      next.delete('page'); // a new tab or range starts at page 1 (spec part 1 §4)
    });

  const changeTab = (key: string) =>
    update((next) => {
      if (key === 'user') next.delete('tab');
      else next.set('tab', key);
      next.delete('recipient'); // recipients differ from tab to tab
    });

  const changeRange = (value: DateRange | null) =>
    update((next) => {
      if (!value) return;
      next.set('from', value[0].toISOString());
      next.set('to', value[1].toISOString());
    });

  return (
    <section aria-label="OutBox">
      <PageHeader
        title="OutBox"
        subtitle="Every SMS, FCM, Mail and WhatsApp message sent to the condo's people"
        extra={
          <>
            <DateRangePicker
              aria-label="Date range"
              value={range}
              onChange={changeRange}
              presets={weekAndMonthPresets}
            />
            <ListControls page={page} list={list} label="OutBox" reloadLabel="Refresh" />
          </>
        }
      />
      <Tabs
        activeKey={tabKey}
        onChange={changeTab}
        items={OUTBOX_TABS.map((item) => ({ key: item.key, label: item.label }))}
      />
      <ServerTable page={page} list={list} label={`${tab.label} messages`} />
      {openId !== null ? (
        <MessageDetail
          id={openId}
          condo={condo}
          onClose={() => setOpenId(null)}
          onResent={list.context.refreshSilently}
        />
      ) : null}
    </section>
  );
}
