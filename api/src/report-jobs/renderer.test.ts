import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRenderer } from './renderer';

const renderer = createRenderer({ concurrency: 1 });
after(() => renderer.close());

test('renders no more than `concurrency` at once; the others wait for a slot and then render', async () => {
  let most = 0;
  const watch = setInterval(() => {
    most = Math.max(most, renderer.rendering);
  }, 1);
  try {
    const pdfs = await Promise.all(['<p>One</p>', '<p>Two</p>', '<p>Three</p>'].map((html) => renderer.render(html)));
    for (const pdf of pdfs) assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
  } finally {
    clearInterval(watch);
  }
  assert.equal(most, 1);
  assert.equal(renderer.rendering, 0);
});

test('the browser is launched on the first render and closed with the renderer', async () => {
  const own = createRenderer();
  assert.equal(own.launched, false);
  await own.render('<p>x</p>');
  assert.equal(own.launched, true);
  await own.close();
  await assert.rejects(own.render('<p>y</p>'), /closed/);
});

test('the browser is closed when idle for `idleMs` and launched again by the next render', async () => {
  const own = createRenderer({ idleMs: 300 });
  try {
    await own.render('<p>x</p>');
    assert.equal(own.launched, true);
    for (const deadline = Date.now() + 10_000; own.launched && Date.now() < deadline; ) await sleep(50);
    assert.equal(own.launched, false);
    const pdf = await own.render('<p>y</p>');
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    assert.equal(own.launched, true);
  } finally {
    await own.close();
  }
});

test('the browser itself has no route out: unsanitised prefetch, preconnect, srcset, url(), @import reach nothing', async () => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end('x');
  });
  server.on('connect', (request, socket) => {
    requests.push(`CONNECT ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const unsanitised = createRenderer({ sanitize: (html) => html });
  try {
    const pdf = await unsanitised.render(
      `<!doctype html><html><head><base href="${remote}/base/">` +
        `<meta http-equiv="refresh" content="0;url=${remote}/refresh">` +
        `<link rel="prefetch" href="${remote}/prefetch"><link rel="preconnect" href="${remote}">` +
        `<link rel="dns-prefetch" href="${remote}"><link rel="prefetch" href="http://localhost:${new URL(remote).port}/localhost">` +
        `<style>@import url(${remote}/import.css); .b { background: url(${remote}/bg.png) }</style></head>` +
        `<body class="b"><p>Isolated</p><img srcset="${remote}/srcset.png 1x"><img src="relative.png"></body></html>`,
    );
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    // A prefetch is sent on its own time, after the page has loaded.
    await sleep(1500);
    assert.deepEqual(requests, []);
  } finally {
    await unsanitised.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** Whether Chromium can make its sandbox here: user namespaces, for an unprivileged user when the API is root. */
function sandboxPossible() {
  const asRoot = process.getuid?.() === 0;
  const probe = asRoot
    ? spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', 'unshare', '--user', 'true'])
    : spawnSync('unshare', ['--user', 'true']);
  return probe.status === 0;
}

/** The chromium renderer processes started by this test process, with their uid and seccomp mode. */
async function rendererProcesses() {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const descends = (pid: number) => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === process.pid) return true;
    return false;
  };
  const found: { pid: number; uid: number; seccomp: number }[] = [];
  for (const pid of parents.keys()) {
    if (!descends(pid)) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!command.includes('--type=renderer')) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s*(\\d+)`, 'm'))?.[1]);
    found.push({ pid, uid: field('Uid'), seccomp: field('Seccomp') });
  }
  return found;
}

/**
 * A renderer seen just after its fork has not installed its seccomp filter yet: its mode, once it reports 2 or within
 * 2 s, or null when the process has ended meanwhile.
 */
async function settledSeccomp(pid: number): Promise<number | null> {
  let mode: number | null = null;
  for (let look = 0; look < 40 && mode !== 2; look++) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
    if (status === null) return mode;
    mode = Number(status.match(/^Seccomp:\s*(\d+)/m)?.[1]);
    if (mode !== 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mode;
}

test("report pages render in Chromium's sandbox, not as root, where the machine allows it", async () => {
  const own = createRenderer();
  try {
    // A page's renderer process lives while it renders: looked at during a render of a few pages, again if a render
    // ended before the look (a quiet machine renders them in a blink).
    const rows = Array.from({ length: 2000 }, (_, i) => `<tr><td>Row ${i}</td></tr>`).join('');
    let processes: Awaited<ReturnType<typeof rendererProcesses>> = [];
    const modes: number[] = [];
    for (let attempt = 0; attempt < 5 && !modes.length; attempt++) {
      let done = false;
      const rendering = own.render(`<table>${rows}</table>`).finally(() => {
        done = true;
      });
      processes = [];
      while (!done && !processes.length) processes = await rendererProcesses();
      for (const { pid } of processes) {
        const mode = await settledSeccomp(pid);
        if (mode !== null) modes.push(mode);
      }
      await rendering;
    }
    assert.ok(processes.length > 0, 'renderer processes of this browser');
    if (sandboxPossible()) {
      assert.equal(own.sandboxed, true);
      for (const { uid } of processes) assert.notEqual(uid, 0, 'not root');
      assert.ok(modes.length > 0, 'a renderer looked at while it lived');
      for (const mode of modes) assert.equal(mode, 2, 'a seccomp-bpf filter');
    } else {
      assert.equal(own.sandboxed, false);
    }
  } finally {
    await own.close();
  }
});

test('where Chromium cannot make its sandbox, reports still render without it', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'no-sandbox-'));
  const chromium = join(folder, 'chromium');
  // A Chromium that, like one in a container without user namespaces, starts only without its sandbox.
  await writeFile(
    chromium,
    '#!/bin/sh\ncase "$*" in *--no-sandbox*) exec /usr/bin/chromium "$@" ;; esac\necho "No usable sandbox!" >&2\nexit 1\n',
  );
  await chmod(chromium, 0o755);
  await chmod(folder, 0o755);
  const own = createRenderer({ executablePath: chromium });
  try {
    const pdf = await own.render('<p>Unsandboxed</p>');
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    assert.equal(own.sandboxed, false);
  } finally {
    await own.close();
    await rm(folder, { recursive: true, force: true });
  }
});
