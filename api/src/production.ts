import type { AppOptions } from './app';
import type { ServerConfig } from './config';
import { MEDIUMS, type Transport, TransportError, type Transports } from './delivery/transports';

/**
 * Why this configuration must not start, in one line that names the variable to set; undefined when it may.
 * Production refuses the local mail sink, which would put every sign-in code in the log and DATA_DIR/mailbox.log.
 */
export function refusalToStart(config: ServerConfig): string | undefined {
  if (!config.production || config.smtpUrl || config.allowLocalSink) return undefined;
  return (
    'Refusing to start: NODE_ENV=production without SMTP_URL would print every sign-in code to the log and ' +
    'DATA_DIR/mailbox.log. Set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587), or ALLOW_LOCAL_SINK=1 ' +
    'to keep the local sink on purpose.'
  );
}

/**
 * What production changes in the app (the root README.md, Running in production): no demo password at POST /login, no
 * /docs unless API_DOCS=1, the demo logos only with the demo data (SEED_DEMO=1), and the mediums without a real
 * provider (sms, whatsapp, fcm, ivr) fail each message instead of printing it, unless ALLOW_LOCAL_SINK=1.
 */
export function safetyOptions(
  config: ServerConfig,
): Pick<AppOptions, 'acceptDemoPassword' | 'demoLogos' | 'docs' | 'transports'> {
  const printsMessages = !config.production || config.allowLocalSink;
  return {
    acceptDemoPassword: !config.production,
    demoLogos: config.seedDemo,
    docs: config.apiDocs,
    ...(printsMessages ? {} : { transports: withoutProvider() }),
  };
}

function withoutProvider(): Partial<Transports> {
  const refuse = (medium: string): Transport => ({
    async send() {
      throw new TransportError(
        `No ${medium} provider is configured (NODE_ENV=production); ALLOW_LOCAL_SINK=1 prints it to the API log instead`,
        'permanent',
      );
    },
  });
  return Object.fromEntries(MEDIUMS.filter((medium) => medium !== 'mail').map((medium) => [medium, refuse(medium)]));
}
