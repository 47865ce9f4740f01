// SMS Notification report (spec part 3 §2.2): totals per medium and messages per day.
import type { OutboxReportRow } from '@condo/shared';
import dayjs from 'dayjs';
import type { ReportSection } from '../kit/model';
import type { LoadContext } from './kind';

export interface NotificationData {
  media: { key: string; doc_count: number }[];
  days: OutboxReportRow[];
}

export async function loadNotifications(context: LoadContext): Promise<NotificationData> {
  const { api } = context;
  // Spec part 3 §7: the outbox report takes its dates as YYYY-MM-DD.
  const query = {
    from_time: dayjs(context.range.from).format('YYYY-MM-DD'),
    to_time: dayjs(context.range.to).format('YYYY-MM-DD'),
  };
  const options = { signal: context.signal };
  const [days, media] = await Promise.all([
    api.outboxReports.perDay(query, options),
    api.outboxReports.perMedium(query, options),
  ]);
  return { days: days.data, media: media.data.medium.medium.buckets };
}

export function notificationSections(data: NotificationData): ReportSection[] {
  const count = (key: string) => data.media.find((bucket) => bucket.key === key)?.doc_count ?? 0;
  return [
    { kind: 'heading', text: 'SMS Notification Report' },
    {
      kind: 'tiles',
      tiles: [
        { label: 'Total Message', value: count('Sms') },
        { label: 'Total Mail', value: count('Mail') },
        { label: 'Total WhatsApp', value: count('WhatsApp') },
        { label: 'Total Ivr Calls', value: count('Ivr') },
      ],
    },
    {
      kind: 'table',
      title: 'Messages per day',
      columns: [
        { key: 'date', title: 'Date' },
        { key: 'sms', title: 'SMS' },
        { key: 'mail', title: 'Email' },
        { key: 'whatsapp', title: 'WhatsApp' },
        { key: 'ivr', title: 'IVR' },
      ],
      rows: data.days.map((day) => ({
        date: dayjs(day.date).format('DD-MM-YYYY'),
        sms: day.sms ?? 0,
        mail: day.mail ?? 0,
        whatsapp: day.whatsapp ?? 0,
        ivr: day.ivr ?? 0,
      })),
    },
  ];
}
