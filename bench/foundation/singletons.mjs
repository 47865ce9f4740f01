// Foundation part 3 (bench/README.md): one copy of every shared singleton in a page that signed in and mounted two
// remotes: Module Federation's share scope, a marker string per library in the page's scripts, antd's style cache
// and its hashed classes in the shell and both areas.
import { log } from '../kit/report.mjs';
import { signInThroughForm } from '../kit/session.mjs';
import { ADMIN, addRow, args, notes } from './options.mjs';
import { INSPECT_PAGE, SNAPSHOT_CLASSES } from './singletons-page.mjs';

/**
 * Strings that exist in exactly one module of each library (checked against this build: React 19.3, antd 6.6,
 * rxjs 7.8). A library bundled twice shows up in two script files. antd and the kit are split over several files
 * of one build (antd-core first, the rest later), so for them the marker is one module, found by the scripts'
 * source maps: the module whose second copy would split antd's contexts, and the kit's own module.
 */
const MARKERS = [
  { lib: 'react', re: /\.cloneElement\s*=/, what: 'react.production.js exports' },
  { lib: 'react/jsx-runtime', re: /\.jsxs\s*=/, what: 'react-jsx-runtime exports' },
  { lib: 'react-dom', re: /\.createPortal\s*=/, what: 'react-dom.production.js (ReactDOM internals)' },
  { lib: 'react-dom/client', re: /__reactContainer\$/, what: 'the renderer (react-dom-client)' },
  { lib: 'antd', source: /\/antd\/es\/config-provider\/context\.js$/, what: "antd's ConfigProvider context module" },
  // The kits' export maps (re-exports leave no source-map entry): the full kit's names Table, the core's enUS
  // without Table (the full kit re-exports the core's names too).
  { lib: '@condo/shared/antd', re: /\bTable\s*:\s*\(\)\s*=>/, what: 'the kit module export map (Table getter)' },
  {
    lib: '@condo/shared/antd-core',
    re: /\benUS\s*:\s*\(\)\s*=>/,
    not: /\bTable\s*:\s*\(\)\s*=>/,
    what: 'the core kit export map (enUS getter, no Table)',
  },
  { lib: 'rxjs', re: /object unsubscribed/, what: 'ObjectUnsubscribedError message (inside @condo/shared)' },
  { lib: '@condo/shared', re: /\brefreshSession\s*:\s*\(\)\s*=>/, what: '@condo/shared index export map' },
];

export async function benchSingletons(browser, stack, dataDir) {
  log('singletons: sign in, /condos → /admin-user → /condos in one page');
  const started = Date.now();
  const context = await browser.newContext();
  const snapshots = [];
  try {
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // mfe-auth's login form is snapshot too (the page reloads after sign-in; its classes must match the rest all the
    // same).
    await signInThroughForm(page, {
      consoleUrl: stack.url,
      dataDir,
      email: ADMIN,
      beforeSend: async () =>
        snapshots.push({ step: '/ (mfe-auth login)', regions: await page.evaluate(SNAPSHOT_CLASSES) }),
    });

    const settle = async (path, area) => {
      await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
      await page.locator(`#area-${area} [class*="ant-"]`).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      snapshots.push({ step: `${path} (${area})`, regions: await page.evaluate(SNAPSHOT_CLASSES) });
    };
    await settle('/condos', 'mfe-condo-admin');
    await page.getByRole('menuitem', { name: 'Admin User' }).click();
    await settle('/admin-user', 'mfe-auth');
    await page.getByRole('menuitem', { name: 'Condo' }).click();
    await settle('/condos', 'mfe-condo-admin');

    const inspected = await page.evaluate(INSPECT_PAGE);
    const bodies = await Promise.all(
      inspected.scripts.map(async (url) => ({
        url,
        text: await (await fetch(url)).text(),
        sources: await fetch(`${url}.map`)
          .then(async (response) => (response.ok ? (await response.json()).sources : []))
          .catch(() => []),
      })),
    );
    reportSingletons(inspected, bodies, snapshots, pageErrors);
  } finally {
    await context.close();
  }
  log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function reportSingletons(inspected, bodies, snapshots, pageErrors) {
  const section = '3. Shared singletons (one page: sign in, /condos → /admin-user → /condos)';
  // Signed in, the page is the same from /condos on (the login page before it reloads into the console).
  const signedIn = snapshots.filter((s) => !s.step.startsWith('/ '));
  const mounted = new Set(signedIn.flatMap((s) => Object.keys(s.regions)).filter((r) => r !== 'shell'));
  addRow({
    section,
    figure: 'areas mounted in the page',
    detail: `${[...mounted].join(', ')}; MF instances ${inspected.mfInstances.join(' ')}`,
    median: String(mounted.size),
    target: '2',
    pass: mounted.has('mfe-auth') && mounted.has('mfe-condo-admin'),
  });

  // Module Federation's share scope: how many versions/providers of each package are loaded.
  const shareOf = (pkg) => inspected.share[pkg];
  const multiple = Object.entries(inspected.share).filter(([, p]) => Object.keys(p.loaded).length > 1);
  addRow({
    section,
    figure: 'MF share scope: packages loaded twice',
    detail: `of ${Object.keys(inspected.share).length} shared packages: ${Object.keys(inspected.share).sort().join(' ')}`,
    median: String(multiple.length),
    target: '0',
    pass: multiple.length === 0,
  });
  for (const [pkg, p] of multiple) notes.push(`MISS: ${pkg} is loaded ${Object.keys(p.loaded).join(' and ')}.`);

  // Script files that hold a copy of each library.
  const holds = (marker, b) =>
    marker.source
      ? b.sources.some((source) => marker.source.test(source))
      : marker.re.test(b.text) && !marker.not?.test(b.text);
  const holders = (marker) => bodies.filter((b) => holds(marker, b)).map((b) => new URL(b.url).pathname);
  // rxjs is bundled into the @condo/shared singleton (the bus), not shared on its own: its copy is that one's.
  const shareFor = { antd: '@condo/shared/antd', rxjs: '@condo/shared' };
  for (const marker of MARKERS) {
    const files = holders(marker);
    const scope = shareOf(shareFor[marker.lib] ?? marker.lib);
    const scopeCopies = scope ? Object.keys(scope.loaded).length : 0;
    const ok = files.length === 1 && (scope === undefined || scopeCopies === 1);
    addRow({
      section,
      figure: `copies of ${marker.lib}`,
      detail: `files ${files.map((f) => f.split('/').pop()).join(' ') || 'none'}; share scope ${scope ? Object.keys(scope.loaded).join(', ') : '–'}`,
      median: `${files.length} / ${scope ? scopeCopies : '–'}`,
      target: '1',
      pass: ok,
    });
    if (files.length !== 1) {
      notes.push(
        files.length === 0
          ? `MISS: no loaded script holds the ${marker.lib} marker ${marker.re ?? marker.source} (${marker.what}); the marker may be stale.`
          : `MISS: ${marker.lib} (${marker.what}) is in ${files.length} files: ${files.join(', ')}`,
      );
    } else if (args.verbose) {
      notes.push(`${marker.lib}: ${files[0]}${scope ? `, share scope ${Object.keys(scope.loaded).join(', ')}` : ''}`);
    }
  }

  // antd's style cache: one cssinjs cache instance, no style emitted twice.
  const instances = Object.keys(inspected.styles.instances);
  addRow({
    section,
    figure: 'antd cssinjs cache instances',
    detail: `${inspected.styles.count} antd <style> tags`,
    median: String(instances.length),
    target: '1',
    pass: instances.length === 1,
  });
  addRow({
    section,
    figure: 'antd styles injected twice (same data-css-hash)',
    median: String(inspected.styles.duplicateHashes.length),
    target: '0',
    pass: inspected.styles.duplicateHashes.length === 0,
  });
  if (inspected.styles.duplicateHashes.length) {
    notes.push(`MISS: styles injected twice: ${inspected.styles.duplicateHashes.slice(0, 10).join(', ')}`);
  }

  // Hashed classes: every antd component, in the shell and in both remotes, carries the same prefix and hash.
  const hashes = new Set();
  const prefixes = new Set();
  const cssVarsByRegion = {};
  const components = {};
  const names = {};
  for (const snapshot of snapshots) {
    for (const [region, r] of Object.entries(snapshot.regions)) {
      for (const h of Object.keys(r.hashes)) hashes.add(h);
      for (const p of Object.keys(r.prefixes)) prefixes.add(p);
      cssVarsByRegion[region] ??= new Set();
      for (const key of Object.keys(r.cssVars)) cssVarsByRegion[region].add(key);
      components[region] = Math.max(components[region] ?? 0, r.components);
      names[region] ??= new Set();
      for (const name of Object.keys(r.names)) names[region].add(name);
    }
  }
  if (args.verbose) {
    notes.push(
      `antd components seen per region: ${Object.entries(names)
        .map(([region, set]) => `${region}: ${[...set].sort().join(' ')}`)
        .join('; ')}.`,
    );
  }
  const perRegion = Object.entries(components)
    .map(([region, n]) => `${region} ${n}`)
    .join(', ');
  addRow({
    section,
    figure: 'antd hashed classes (shell + 2 remotes)',
    detail: `${[...hashes].join(' ')}; components ${perRegion}`,
    median: String(hashes.size),
    target: '1',
    pass: hashes.size === 1 && ['mfe-auth', 'mfe-condo-admin'].every((a) => components[a] > 0),
  });
  addRow({
    section,
    figure: 'antd component class prefixes',
    detail: [...prefixes].join(' '),
    median: String(prefixes.size),
    target: '1',
    pass: prefixes.size === 1,
  });
  const cssVarKeys = new Set(Object.values(cssVarsByRegion).flatMap((s) => [...s].filter(Boolean)));
  addRow({
    section,
    figure: 'antd CSS-variable scopes seen (css-var-*)',
    median: String(cssVarKeys.size),
    pass: null,
  });
  notes.push(
    `antd CSS-variable scopes by region over the views: ${Object.entries(cssVarsByRegion)
      .map(([region, s]) => `${region} ${[...s].filter(Boolean).join(' ')}`)
      .join('; ')} (the token style tags now in the page: ${inspected.tokenKeys.join(' ')}).`,
  );
  if (pageErrors.length) notes.push(`Page errors during the singleton run: ${pageErrors.join(' | ')}`);
}
