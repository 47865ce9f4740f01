import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condos, outboxEvents, outboxes } from '../db/schema';
import { HOUR_MS } from '../db/time';
import { seededRandom } from './random';

/** A mail in marina-bay's current week whose body tries to run script: the Outbox must show it inert. */
export const HOSTILE_MAIL_SUBJECT = 'Community newsletter (with embedded content)';

const HISTORY_DAYS = 42;
/** Messages per day: the demo condo the README names gets the busiest history. */
const PER_DAY: Record<string, number> = { 'marina-bay': 180, 'orchid-gardens': 50 };
const OTHER_CONDO_MESSAGES = 200;

const FIRST = [
  'Wei Ming',
  'Priya',
  'Ahmad',
  'Siew Ling',
  'Rajesh',
  'Nurul',
  'Jia Hui',
  'Arjun',
  'Mei Xin',
  'Daniel',
  'Farah',
  'Kenji',
  'Lakshmi',
  'Hafiz',
  'Grace',
  'Vikram',
  'Aishah',
  'Jun Jie',
  'Chloe',
  'Imran',
];
const LAST = [
  'Tan',
  'Lim',
  'Kumar',
  'Wong',
  'Rahman',
  'Ng',
  'Pillai',
  'Lee',
  'Chua',
  'Ismail',
  'Goh',
  'Nair',
  'Teo',
  'Yusof',
  'Ong',
  'Menon',
];

const RECIPIENT_TYPES: [string, number][] = [
  ['resident', 40],
  ['user', 15],
  ['visitor', 13],
  ['invitee', 9],
  ['contractor', 9],
  ['employee', 8],
  ['open_user', 6],
];
const MEDIUMS: [string, number][] = [
  ['mail', 33],
  ['sms', 30],
  ['whatsapp', 22],
  ['fcm', 12],
  ['ivr', 3],
];

/** Where each medium's messages end up, with weights. */
const OUTCOMES: Record<string, [string, number][]> = {
  mail: [
    ['delivered', 70],
    ['sent', 18],
    ['failed', 8],
    ['undelivered', 4],
  ],
  sms: [
    ['delivered', 68],
    ['sent', 14],
    ['failed', 8],
    ['undelivered', 10],
  ],
  whatsapp: [
    ['read', 45],
    ['delivered', 35],
    ['sent', 10],
    ['failed', 10],
  ],
  fcm: [
    ['accepted', 30],
    ['delivered', 60],
    ['failed', 10],
  ],
  ivr: [
    ['answered', 60],
    ['forwarded', 20],
    ['failed', 20],
  ],
};

const TYPE_OF: Record<string, string> = {
  mail: 'MailSent',
  sms: 'SmsSent',
  whatsapp: 'WhatsappSent',
  fcm: 'FcmSent',
  ivr: 'IvrCall',
};
const FROM_OF: Record<string, string[] | string> = {
  mail: ['Smart Condo Management <no-reply@smartcondo.local>', 'management@smartcondo.example'],
  sms: 'SMARTCONDO',
  whatsapp: '+65 8000 0000',
  fcm: 'Smart Condo App',
  ivr: '+65 6000 0000',
};

const TOPICS: Record<string, { subject: string; text: string }[]> = {
  resident: [
    { subject: 'Your visitor has arrived', text: 'Your visitor {other} has checked in at the guard house.' },
    { subject: 'Parcel waiting at the guard house', text: 'A parcel for unit {unit} is waiting at the guard house.' },
    { subject: 'Vehicle entry recorded', text: 'Vehicle {plate} entered through the Main Gate at {time}.' },
    { subject: 'Facility booking confirmed: Function Room', text: 'Your Function Room booking is confirmed.' },
    {
      subject: 'Water supply interruption notice',
      text: 'Water supply to Tower A is interrupted from 10:00 to 14:00.',
    },
  ],
  user: [
    { subject: 'Alert raised: Over Stay at Visitor Lane', text: 'Vehicle {plate} has overstayed at the Visitor Lane.' },
    { subject: 'Device lost connectivity: Lobby VMS', text: 'Lobby VMS has not reported for 180 minutes.' },
    { subject: 'Daily LNPR VMS report', text: 'The daily LNPR VMS report for {date} is ready.' },
    {
      subject: 'Alert resolved: Unauthorized entry',
      text: 'The unauthorized entry alert at the Main Gate was resolved.',
    },
  ],
  visitor: [
    { subject: 'Your visit pass', text: 'Show this pass at the guard house: {code}.' },
    { subject: 'Visit checked out', text: 'Thank you for visiting. You checked out at {time}.' },
  ],
  invitee: [{ subject: 'You are invited', text: '{other} invited you. Your entry code is {code}.' }],
  contractor: [
    { subject: 'Work permit approved', text: 'Your work permit for unit {unit} is approved for today.' },
    { subject: 'Contractor check-in reminder', text: 'Please check in at the guard house before starting work.' },
  ],
  employee: [
    { subject: 'Shift roster updated', text: 'Your shift roster for next week has been updated.' },
    { subject: 'Attendance recorded', text: 'Your attendance at {time} was recorded.' },
  ],
  open_user: [{ subject: 'Verify your phone number', text: 'Your Smart Condo verification code is {code}.' }],
};

function weighted<T extends string>(random: ReturnType<typeof seededRandom>, table: [T, number][]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[0]?.[0] as T;
}

function hex(random: ReturnType<typeof seededRandom>, length: number) {
  let text = '';
  while (text.length < length) text += Math.floor(random.next() * 16).toString(16);
  return text;
}

function messageId(random: ReturnType<typeof seededRandom>, medium: string) {
  if (medium === 'mail') return `<${hex(random, 16)}@smartcondo.local>`;
  if (medium === 'sms') return `SM${hex(random, 32)}`;
  if (medium === 'whatsapp') return `wamid.${hex(random, 24)}`;
  if (medium === 'fcm') return `projects/smartcondo/messages/0:${hex(random, 20)}`;
  return `CA${hex(random, 32)}`;
}

/** The steps a message took to its final status, seconds after it was queued. */
function walk(outcome: string, medium: string): { status: string; detail: string | null; at: number }[] {
  const steps = [
    { status: 'queued', detail: null, at: 0 },
    { status: 'sending', detail: null, at: 1 },
  ];
  if (outcome === 'failed') {
    const why = medium === 'mail' ? 'SMTP 550: mailbox unavailable' : 'Provider error 30008: unknown error';
    return [...steps, { status: 'failed', detail: why, at: 2 }];
  }
  steps.push({ status: 'sent', detail: null, at: 2 });
  if (outcome === 'sent') return steps;
  if (outcome === 'undelivered')
    return [...steps, { status: 'undelivered', detail: 'Carrier: handset unreachable', at: 40 }];
  if (outcome === 'read')
    return [...steps, { status: 'delivered', detail: null, at: 5 }, { status: 'read', detail: null, at: 300 }];
  return [...steps, { status: outcome, detail: null, at: 5 }];
}

interface SeedMessage {
  row: typeof outboxes.$inferInsert;
  steps: ReturnType<typeof walk>;
}

function messagesFor(condoId: number, alias: string, condoName: string, count: number, now: number) {
  const random = seededRandom(alias.length * 7919 + count);
  const messages: SeedMessage[] = [];
  for (let index = 0; index < count; index += 1) {
    const recipientType = weighted(random, RECIPIENT_TYPES);
    const medium = recipientType === 'open_user' ? 'sms' : weighted(random, MEDIUMS);
    const outcome = weighted(random, OUTCOMES[medium] as [string, number][]);
    const fullName = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const phone = `+65 ${random.pick(['8', '9'])}${random.int(100, 999)} ${random.int(1000, 9999)}`;
    const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}${random.int(1, 99)}@mail.example`;
    const topic = random.pick(TOPICS[recipientType] as { subject: string; text: string }[]);
    const createdAt = new Date(now - random.int(60, HISTORY_DAYS * 24 * 3600) * 1000);
    const text = topic.text
      .replace('{other}', `${random.pick(FIRST)} ${random.pick(LAST)}`)
      .replace('{unit}', `#${String(random.int(2, 30)).padStart(2, '0')}-${String(random.int(1, 12)).padStart(2, '0')}`)
      .replace(
        '{plate}',
        `S${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(1000, 9999)}${String.fromCharCode(65 + random.int(0, 25))}`,
      )
      .replace('{time}', createdAt.toISOString().slice(11, 16))
      .replace('{date}', createdAt.toISOString().slice(0, 10))
      .replace('{code}', String(random.int(100000, 999999)));
    const content =
      medium === 'mail' ? `<p>Dear ${fullName},</p><p>${text}</p><p>Regards,<br>${condoName} management</p>` : text;
    const steps = walk(outcome, medium);
    const last = steps.at(-1) as (typeof steps)[number];
    messages.push({
      row: {
        condoId,
        from: FROM_OF[medium] as string[] | string,
        subject: medium === 'mail' || medium === 'fcm' ? topic.subject : null,
        recipient: medium === 'mail' ? { full_name: fullName, email } : { full_name: fullName, phone },
        content,
        medium,
        status: last.status,
        type: TYPE_OF[medium] as string,
        msgId: outcome === 'failed' ? null : messageId(random, medium),
        recipientType,
        attempts: 1,
        lastError: outcome === 'failed' || outcome === 'undelivered' ? last.detail : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + last.at * 1000),
      },
      steps,
    });
  }
  return messages;
}

function hostileMail(condoId: number, now: number): SeedMessage {
  const createdAt = new Date(now - HOUR_MS);
  return {
    row: {
      condoId,
      from: ['Smart Condo Management <no-reply@smartcondo.local>'],
      subject: HOSTILE_MAIL_SUBJECT,
      recipient: { full_name: 'Aisha Rahman', email: 'admin@demo.condo' },
      content:
        '<h2>November newsletter</h2><p>The pool reopens on Monday.</p>' +
        '<script>document.title = "script ran"; window.parent.postMessage("script ran", "*")</script>' +
        '<img src="https://tracker.example/pixel.png" alt="tracking pixel" onerror="document.title = \'onerror ran\'">',
      medium: 'mail',
      status: 'delivered',
      type: 'MailSent',
      msgId: '<newsletter-2026-11@smartcondo.local>',
      recipientType: 'user',
      attempts: 1,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 5000),
    },
    steps: walk('delivered', 'mail'),
  };
}

export async function hasNoCondoMessages(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ empty: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${outboxes} WHERE ${isNotNull(outboxes.condoId)})` })
    .from(sql`(SELECT 1) AS one`);
  return row?.empty === true;
}

const CHUNK = 1000;

/** Six weeks of messages per demo condo: every medium, status and recipient type, each with its status history. */
export async function seedDemoMessages(db: Db, now = Date.now()): Promise<void> {
  const all = await db.select({ id: condos.id, alias: condos.aliasName, name: condos.name }).from(condos);
  const messages = all.flatMap((condo) => {
    const perDay = PER_DAY[condo.alias];
    const count = perDay ? perDay * HISTORY_DAYS : OTHER_CONDO_MESSAGES;
    const history = messagesFor(condo.id, condo.alias, condo.name, count, now);
    return condo.alias === 'marina-bay' ? [...history, hostileMail(condo.id, now)] : history;
  });
  for (let start = 0; start < messages.length; start += CHUNK) {
    const chunk = messages.slice(start, start + CHUNK);
    const ids = await db
      .insert(outboxes)
      .values(chunk.map((message) => message.row))
      .returning({ id: outboxes.id });
    const events = chunk.flatMap((message, index) =>
      message.steps.map((step) => ({
        outboxId: ids[index]?.id as number,
        status: step.status,
        detail: step.detail,
        createdAt: new Date((message.row.createdAt as Date).getTime() + step.at * 1000),
      })),
    );
    for (let from = 0; from < events.length; from += CHUNK * 2)
      await db.insert(outboxEvents).values(events.slice(from, from + CHUNK * 2));
  }
}
