import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: { email: string; name?: string };
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * Short values the local sink prints on its one line (e.g. `code`), so a developer can sign in
   * without a mail server. Real transports ignore them.
   */
  tags?: Record<string, string>;
  /** The same for every try of one Outbox message (OutgoingMessage.key). */
  key?: string;
}

export interface MailResult {
  messageId: string;
  /** The transport knows the message arrived (the local sink); a mail server only accepts it. */
  delivered?: boolean;
}

export interface MailTransport {
  send(message: MailMessage): Promise<MailResult>;
  /** The message sent with this key, if the transport accepted one (Transport.find); null when it did not. */
  find?(key: string): Promise<MailResult | null>;
}

export const MAIL_FROM = 'Smart Condo Management <no-reply@smartcondo.local>';

/** `[mail] to=<email> subject="<subject>" code=<123456>`: the line e2e tests and the README read. */
export function formatSinkLine(message: MailMessage): string {
  const tags = Object.entries(message.tags ?? {}).map(([key, value]) => ` ${key}=${value}`);
  const files = (message.attachments ?? []).map(
    (file) => ` attachment=${JSON.stringify(file.filename)} (${file.content.byteLength} bytes)`,
  );
  const line = `[mail] to=${message.to.email} subject=${JSON.stringify(message.subject)}${tags.join('')}${files.join('')}`;
  return withRef(line, message.key);
}

/** A keyed message's line ends ` ref=<key>`: what `sentToMailbox` looks for. */
export const withRef = (line: string, key: string | undefined) => (key ? `${line} ref=${key}` : line);

/**
 * Whether the local sink's mailbox file holds the message of this key: the sink's record of what it accepted, which
 * outlives the process (appended before the send returns). Read whole, as only a try that died mid-send asks.
 */
export function sentToMailbox(mailboxFile: string | undefined, key: string): boolean {
  if (!mailboxFile || !existsSync(mailboxFile)) return false;
  return readFileSync(mailboxFile, 'utf8').includes(` ref=${key}\n`);
}

export interface LocalSinkOptions {
  /** Appends each line here too (`<DATA_DIR>/mailbox.log`). */
  mailboxFile?: string;
  write?: (line: string) => void;
}

/**
 * Prints a line on stdout (or `write`) and appends it, time-stamped, to the mailbox file. The file holds sign-in
 * codes, so only its owner may read it (0600), including a file an older version made readable to all.
 */
export function createLinePrinter({ mailboxFile, write }: LocalSinkOptions = {}): (line: string) => void {
  const print = write ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (mailboxFile) {
    mkdirSync(dirname(mailboxFile), { recursive: true });
    if (existsSync(mailboxFile)) chmodSync(mailboxFile, 0o600);
  }
  return (line) => {
    print(line);
    if (mailboxFile) appendFileSync(mailboxFile, `${new Date().toISOString()} ${line}\n`, { mode: 0o600 });
  };
}

/** The embedded default: no mail leaves the machine; each message becomes one line on stdout and in the mailbox file. */
export function createLocalSink(options: LocalSinkOptions = {}): MailTransport {
  const print = createLinePrinter(options);
  const messageIdOf = (key: string) => `<${key}@smartcondo.local>`;
  let sequence = 0;
  return {
    async send(message) {
      print(formatSinkLine(message));
      sequence += 1;
      const messageId = message.key
        ? messageIdOf(message.key)
        : `<${Date.now().toString(36)}.${sequence}@smartcondo.local>`;
      return { messageId, delivered: true };
    },
    async find(key) {
      return sentToMailbox(options.mailboxFile, key) ? { messageId: messageIdOf(key), delivered: true } : null;
    },
  };
}

/** Keeps messages in memory, for tests. */
export function createMemoryTransport(): MailTransport & { sent: MailMessage[]; last(email?: string): MailMessage } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<memory.${sent.length}@smartcondo.local>`, delivered: true };
    },
    last(email) {
      const found = [...sent].reverse().find((message) => !email || message.to.email === email);
      if (!found) throw new Error(`no mail sent${email ? ` to ${email}` : ''}`);
      return found;
    },
  };
}
