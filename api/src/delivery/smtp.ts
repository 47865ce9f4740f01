import nodemailer from 'nodemailer';
import type { MailTransport } from '../mail/transport';
import { TransportError } from './transports';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587`, `smtps://…:465` (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `Smart Condo Management <no-reply@example.com>`. */
  from: string;
}

/**
 * Real mail through an SMTP server. A 5xx answer (unknown mailbox, refused sender) fails the message at once;
 * anything else (connection lost, 4xx greylisting, time-outs) is tried again by the delivery queue.
 */
export function createSmtpTransport({ url, from }: SmtpOptions): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to.name ? { name: message.to.name, address: message.to.email } : message.to.email,
          subject: message.subject,
          text: message.text,
          ...(message.attachments ? { attachments: message.attachments } : {}),
        });
        return { messageId: String(info.messageId) };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const text = error instanceof Error ? error.message : String(error);
        throw new TransportError(`SMTP: ${text}`, code && code >= 500 && code < 600 ? 'permanent' : 'transient');
      }
    },
    close: () => transporter.close(),
  };
}
