import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where global setup tells the test workers about the stack it started (one run at a time per machine user). */
export const STACK_FILE = join(
  tmpdir(),
  `condo-e2e-stack-${process.getuid?.() ?? 0}-${process.env.E2E_RUN_ID ?? 'default'}.json`,
);

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export interface StackInfo {
  url: string;
  brokenUrl: string;
  apiUrl: string;
  dataDir: string;
  /** One session per demo user, signed in once through the API so tests need not spend one-time codes. */
  sessions: Record<string, SessionTokens>;
  /** A second stack whose API serves the spec's contract only (API_CONTRACT=spec), for the `spec` project. */
  spec: { url: string; apiUrl: string; dataDir: string; sessions: Record<string, SessionTokens> };
}
