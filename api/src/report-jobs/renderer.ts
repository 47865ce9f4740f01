import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, LaunchOptions } from 'playwright-core';
import { sanitizeReportHtml } from './sanitize-html';

export interface RendererOptions {
  /** Default `/usr/bin/chromium` (Debian's package). */
  executablePath?: string;
  /** Per render, from opening the page to the last PDF byte (default 30 s). */
  timeoutMs?: number;
  /** A larger PDF is refused (default 20 MB). */
  maxPdfBytes?: number;
  /** Renders at once in this process; more wait for a free one (default 3). Bounds Chromium's memory. */
  concurrency?: number;
  /** What the HTML goes through before Chromium sees it: sanitizeReportHtml (tests of the browser alone pass it on). */
  sanitize?: (html: string) => string;
  /** The browser is closed when no render has run for this long (default 60 s); the next render launches it again. */
  idleMs?: number;
  /** Hears how long each render took, from its slot to the PDF or the failure (GET /metrics; plugins/metrics.ts). */
  onRender?: ((seconds: number, outcome: 'ok' | 'failed') => void) | undefined;
}

/** A render that another try cannot fix: the job fails at once with this message. */
export class RenderRefused extends Error {}

export const CHROMIUM_MISSING = 'Chromium is not installed (apt-get install chromium)';

const LAUNCH_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No route out, whatever the page asks for (a prefetch or preconnect is never seen by page.route): every request
  // goes to a proxy on the discard port, loopback included (Chromium bypasses a proxy for it unless told not to),
  // and no host name is resolved, so not even a DNS query leaves. No hyperlink-auditing pings either. (Prefetch has
  // no switch of its own, and a --disable-features here would replace Playwright's list: Chromium keeps the last.)
  '--proxy-server=127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--no-pings',
];

/** Chromium refuses its sandbox to root: as root it is started as `nobody` through this script instead. */
const UNPRIVILEGED_LAUNCHER = fileURLToPath(new URL('./chromium-unprivileged.sh', import.meta.url));
const NOBODY = '65534';

/** The browser gets none of the API's secrets (database URL, S3 and SMTP keys) in its environment. */
function browserEnvironment(extra: Record<string, string> = {}) {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'FONTCONFIG_PATH'];
  const environment: Record<string, string> = {};
  for (const name of kept) {
    const value = process.env[name];
    if (value !== undefined) environment[name] = value;
  }
  return { ...environment, ...extra };
}

/**
 * Renders user-supplied HTML to an A4 PDF in headless Chromium. The HTML is untrusted: it is sanitised first
 * (sanitize-html.ts), JavaScript is off, every request except `data:` URLs is aborted (images, styles, fonts, frames,
 * a meta refresh), the browser has no route out (LAUNCH_ARGS), the page is set with setContent (never a navigation
 * to a URL), and a render is cut off at the time limit. One browser per API process, launched on the first render,
 * in Chromium's sandbox where the machine allows it; each render gets a fresh context (no cookies, cache or storage
 * shared).
 */
export function createRenderer(options: RendererOptions = {}) {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxPdfBytes = options.maxPdfBytes ?? 20 * 1024 * 1024;
  const concurrency = options.concurrency ?? 3;
  const sanitize = options.sanitize ?? sanitizeReportHtml;
  const idleMs = options.idleMs ?? 60_000;
  let idleTimer: NodeJS.Timeout | undefined;
  let browser: Promise<Browser> | undefined;
  let sandboxed: boolean | undefined;
  let closed = false;
  let rendering = 0;
  const waiting: (() => void)[] = [];

  async function launch(): Promise<Browser> {
    const present = await access(executablePath, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (!present) throw new RenderRefused(CHROMIUM_MISSING);
    // Playwright's client (~20 MB of the API's heap) loads with the first render, not with the API.
    const { chromium } = await import('playwright-core');
    const common: LaunchOptions = { args: LAUNCH_ARGS, timeout: 60_000 };
    const asRoot = process.getuid?.() === 0;
    const inSandbox = await chromium
      .launch({
        ...common,
        chromiumSandbox: true,
        executablePath: asRoot ? UNPRIVILEGED_LAUNCHER : executablePath,
        env: browserEnvironment(
          asRoot ? { CHROMIUM_BINARY: executablePath, CHROMIUM_UID: NOBODY, CHROMIUM_GID: NOBODY } : {},
        ),
      })
      .catch((error: Error) => {
        // Chromium's sandbox needs user namespaces, which a container's default seccomp profile refuses (docs).
        const lines = error.message.split('\n');
        const reason = lines.find((line) => /sandbox/i.test(line)) ?? lines[0];
        process.emitWarning(
          `Chromium could not start in its sandbox; reports render without it. ${reason}`,
          'ReportRenderer',
        );
        return undefined;
      });
    sandboxed = inSandbox !== undefined;
    return (
      inSandbox ??
      (await chromium.launch({ ...common, executablePath, env: browserEnvironment(), chromiumSandbox: false }))
    );
  }

  function currentBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(new Error('The renderer is closed'));
    if (!browser) {
      const launching = launch();
      browser = launching;
      launching.then(
        // A crashed (or idle-closed) browser is launched again by the next render.
        (launched) =>
          launched.on('disconnected', () => {
            if (browser === launching) browser = undefined;
          }),
        () => {
          if (browser === launching) browser = undefined;
        },
      );
    }
    return browser;
  }

  /** Chromium holds 100–200 MB while open: it goes when no render has run for `idleMs`. */
  function closeWhenIdle() {
    clearTimeout(idleTimer);
    if (rendering > 0 || !browser) return;
    idleTimer = setTimeout(() => {
      const open = browser;
      if (rendering > 0 || !open) return;
      browser = undefined;
      void open.then((launched) => launched.close()).catch(() => {});
    }, idleMs);
    idleTimer.unref();
  }

  /** One of the `concurrency` slots, for the duration of `work`. */
  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    while (rendering >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    rendering++;
    clearTimeout(idleTimer);
    try {
      return await work();
    } finally {
      rendering--;
      waiting.shift()?.();
      closeWhenIdle();
    }
  }

  async function renderNow(html: string): Promise<Buffer> {
    const context = await (await currentBrowser()).newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new RenderRefused(`The report took longer than ${Math.round(timeoutMs / 1000)} s to render`));
          // Closing the context ends whatever the page was still doing.
          context.close().catch(() => {});
        }, timeoutMs);
      });
      const work = (async () => {
        const page = await context.newPage();
        // A navigation away (a meta refresh, a link the HTML follows) is cancelled as if never asked for: blocked
        // "by client", Chromium would commit its error page in place of the report, racing the print.
        await page.route('**/*', (route) => {
          const request = route.request();
          if (request.url().startsWith('data:')) return route.continue();
          return route.abort(request.isNavigationRequest() ? 'aborted' : 'blockedbyclient');
        });
        await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
        return page.pdf({ format: 'A4', printBackground: true });
      })();
      work.catch(() => {});
      const pdf = await Promise.race([work, deadline]);
      if (pdf.byteLength > maxPdfBytes) {
        throw new RenderRefused(
          `The PDF is too large: ${(pdf.byteLength / 1048576).toFixed(1)} MB, at most ${(maxPdfBytes / 1048576).toFixed(1)} MB`,
        );
      }
      return pdf;
    } catch (error) {
      // Playwright's own timeouts (setContent) and errors of the context the deadline closed are the same timeout.
      if (!(error instanceof RenderRefused) && (timedOut || (error as Error).name === 'TimeoutError')) {
        throw new RenderRefused(`The report took longer than ${Math.round(timeoutMs / 1000)} s to render`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => {});
    }
  }

  return {
    /** The PDF of `html`, sanitised; the time limit starts when a render slot is free. */
    async render(html: string) {
      const clean = sanitize(html);
      const { onRender } = options;
      if (!onRender) return inSlot(() => renderNow(clean));
      return inSlot(async () => {
        const started = performance.now();
        let outcome: 'ok' | 'failed' = 'failed';
        try {
          const pdf = await renderNow(clean);
          outcome = 'ok';
          return pdf;
        } finally {
          onRender((performance.now() - started) / 1000, outcome);
        }
      });
    },
    /** Renders running now (tests). */
    get rendering() {
      return rendering;
    },
    /** Whether the browser has been launched (for tests and the benchmark). */
    get launched() {
      return browser !== undefined;
    },
    /** Whether the browser runs in Chromium's sandbox (undefined before the first launch). */
    get sandboxed() {
      return sandboxed;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => undefined))?.close().catch(() => {});
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
