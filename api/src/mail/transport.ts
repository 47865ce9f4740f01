import { appendFileSync, chmodSync, existsSync, mkdirSync } from 'node:fs';
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
}

export interface MailTransport {
  /** `delivered`: the transport knows the message arrived (the local sink); a mail server only accepts it. */
  send(message: MailMessage): Promise<{ messageId: string; delivered?: boolean }>;
}

export const MAIL_FROM = 'Smart Condo Management <no-reply@smartcondo.local>';

/** `[mail] to=<email> subject="<subject>" code=<123456>`: the line e2e tests and the README read. */
export function formatSinkLine(message: MailMessage): string {
  const tags = Object.entries(message.tags ?? {}).map(([key, value]) => ` ${key}=${value}`);
  const files = (message.attachments ?? []).map(
    (file) => ` attachment=${JSON.stringify(file.filename)} (${file.content.byteLength} bytes)`,
  );
  return `[mail] to=${message.to.email} subject=${JSON.stringify(message.subject)}${tags.join('')}${files.join('')}`;
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
  let sequence = 0;
  return {
    async send(message) {
      print(formatSinkLine(message));
      sequence += 1;
      return { messageId: `<${Date.now().toString(36)}.${sequence}@smartcondo.local>`, delivered: true };
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
