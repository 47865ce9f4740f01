import type { OutboxAttachment } from '../db/schema';
import {
  createLinePrinter,
  type LocalSinkOptions,
  type MailAttachment,
  type MailResult,
  type MailTransport,
  sentToMailbox,
  withRef,
} from '../mail/transport';

export const MEDIUMS = ['mail', 'sms', 'whatsapp', 'fcm', 'ivr'] as const;
export type Medium = (typeof MEDIUMS)[number];

/** The Outbox `type` of each medium. */
export const MESSAGE_TYPES: Record<Medium, string> = {
  mail: 'MailSent',
  sms: 'SmsSent',
  whatsapp: 'WhatsappSent',
  fcm: 'FcmSent',
  ivr: 'IvrCall',
};

/** The mediums that reach a phone number, and so obey the suppression list. */
export const PHONE_MEDIUMS: readonly Medium[] = ['sms', 'whatsapp', 'ivr'];

export interface OutgoingMessage {
  medium: Medium;
  /** `phone` in E.164 (`+6591234567`); `device` is an FCM registration token. */
  to: { email?: string; phone?: string; device?: string; name?: string };
  subject?: string | null;
  text: string;
  /** Mail only: the files to attach, by their key in the report store. */
  attachments?: OutboxAttachment[];
  /** Short values the embedded sink prints on its line (the sign-in code); real transports ignore them. */
  tags?: Record<string, string>;
  /**
   * The same for every try of one Outbox message (its id and creation time), so that a transport that records it
   * can tell whether a try that died mid-send got the message through (`find`).
   */
  key?: string;
}

export interface SendResult {
  msgId: string;
  /** The transport knows the message arrived (the embedded sink); otherwise it stays `sent`. */
  delivered?: boolean;
}

export interface Transport {
  send(message: OutgoingMessage): Promise<SendResult>;
  /**
   * The result of the message sent with this key, if the transport accepted one; null if not. Asked before a message
   * whose last try died mid-send (a killed instance) is sent again; a transport without it is sent the message
   * again: at least once after a crash, exactly once with it.
   */
  find?(key: string): Promise<SendResult | null>;
}

export type Transports = Record<Medium, Transport>;

/**
 * Why a send failed. `transient` is tried again with backoff; the others fail the message at once:
 * `invalid_number` also puts the number on the condo's suppression list, `carrier_rejected` marks it undelivered.
 */
export type TransportFailure = 'transient' | 'permanent' | 'invalid_number' | 'carrier_rejected';

export class TransportError extends Error {
  constructor(
    message: string,
    readonly failure: TransportFailure = 'transient',
  ) {
    super(message);
  }
}

/** Reads an attachment's bytes from the report store; null when the file is gone. */
export type AttachmentReader = (key: string) => Promise<Buffer | null>;

/**
 * The app's mail transport (local sink, SMTP, or a test's memory) as the delivery's `mail` medium. Attachments are
 * read from the report store at send time; a file that is gone fails the message for good.
 */
export function mailMedium(mail: MailTransport, readAttachment?: AttachmentReader): Transport {
  async function filesOf(message: OutgoingMessage): Promise<MailAttachment[]> {
    const files: MailAttachment[] = [];
    for (const attachment of message.attachments ?? []) {
      const content = readAttachment ? await readAttachment(attachment.key) : null;
      if (!content) throw new TransportError(`The attachment ${attachment.filename} is no longer stored`, 'permanent');
      files.push({ filename: attachment.filename, contentType: attachment.contentType, content });
    }
    return files;
  }
  const resultOf = ({ messageId, delivered }: MailResult): SendResult => ({
    msgId: messageId,
    ...(delivered ? { delivered } : {}),
  });
  return {
    async send(message) {
      if (!message.to.email) throw new TransportError('The recipient has no e-mail address', 'permanent');
      const attachments = await filesOf(message);
      const sent = await mail.send({
        to: { email: message.to.email, ...(message.to.name ? { name: message.to.name } : {}) },
        subject: message.subject ?? '',
        text: message.text,
        ...(attachments.length ? { attachments } : {}),
        ...(message.tags ? { tags: message.tags } : {}),
        ...(message.key ? { key: message.key } : {}),
      });
      return resultOf(sent);
    },
    ...(mail.find
      ? {
          async find(key: string) {
            const found = await mail.find?.(key);
            return found ? resultOf(found) : null;
          },
        }
      : {}),
  };
}

/** `[sms] to=+6591234567 text="…"`: one line per message, like the mail sink's. */
export function formatMediumLine(message: OutgoingMessage): string {
  const to = message.to.phone ?? message.to.device ?? message.to.email ?? message.to.name ?? '';
  return withRef(`[${message.medium}] to=${to} text=${JSON.stringify(message.text)}`, message.key);
}

/**
 * The embedded default for sms, whatsapp, fcm and ivr: nothing leaves the machine; each message is one line on
 * stdout and in `DATA_DIR/mailbox.log`, and counts as delivered at once.
 */
export function createEmbeddedTransport(options: LocalSinkOptions = {}): Transport {
  const print = createLinePrinter(options);
  let sequence = 0;
  return {
    async send(message) {
      print(formatMediumLine(message));
      sequence += 1;
      return { msgId: message.key ?? `${message.medium}-${Date.now().toString(36)}-${sequence}`, delivered: true };
    },
    async find(key) {
      return sentToMailbox(options.mailboxFile, key) ? { msgId: key, delivered: true } : null;
    },
  };
}

export function defaultTransports(
  mail: MailTransport,
  options: LocalSinkOptions = {},
  readAttachment?: AttachmentReader,
): Transports {
  const embedded = createEmbeddedTransport(options);
  return { mail: mailMedium(mail, readAttachment), sms: embedded, whatsapp: embedded, fcm: embedded, ivr: embedded };
}

/** For tests: records every send per medium; `failWith` makes the next sends throw. */
export function createRecordingTransport() {
  const sent: OutgoingMessage[] = [];
  const failures: (TransportError | Error)[] = [];
  return {
    sent,
    /** The next `count` sends throw `error`, in order. */
    failNext(error: TransportError | Error, count = 1) {
      for (let i = 0; i < count; i++) failures.push(error);
    },
    async send(message: OutgoingMessage): Promise<SendResult> {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(message);
      return { msgId: `recorded-${sent.length}`, delivered: true };
    },
  };
}
