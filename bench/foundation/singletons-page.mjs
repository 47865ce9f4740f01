// Foundation part 3 in the page: what a page that has mounted the shell and two areas holds (run by page.evaluate).

/**
 * Per region of the page (the shell, each area's container): the antd components (elements carrying antd's hashed
 * `css-<hash>` class), their hashed classes, their component class prefixes (`ant` of `ant-btn`) and CSS-variable
 * scopes (`css-var-<key>`).
 */
export const SNAPSHOT_CLASSES = () => {
  const component =
    /^([a-z0-9]+)-(alert|app|avatar|badge|btn|card|checkbox|col|descriptions|divider|drawer|dropdown|empty|flex|form|image|input|input-number|layout|menu|modal|pagination|picker|popover|radio|result|row|segmented|select|skeleton|space|spin|statistic|steps|switch|table|tabs|tag|tooltip|typography|upload|wave)$/;
  const regions = {};
  for (const el of document.querySelectorAll('[class*="css-"]')) {
    const region = el.closest('[id^="area-"]')?.id.replace(/^area-/, '') ?? 'shell';
    regions[region] ??= { prefixes: {}, hashes: {}, cssVars: {}, components: 0, names: {} };
    const r = regions[region];
    let hashed = false;
    for (const c of el.classList) {
      const css = /^css-(var-)?(.+)$/.exec(c);
      if (css?.[1]) r.cssVars[c] = true;
      else if (css) {
        r.hashes[c] = true;
        hashed = true;
      }
      const match = component.exec(c);
      if (match) {
        r.prefixes[match[1]] = true;
        r.names[match[2]] = true;
      }
    }
    if (hashed) r.components++;
  }
  return regions;
};

export const INSPECT_PAGE = () => {
  const federation = globalThis.__FEDERATION__;
  const share = {};
  for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
    for (const [scope, packages] of Object.entries(scopes)) {
      for (const [pkg, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          share[pkg] ??= { loaded: {}, registered: {}, useIn: {} };
          const p = share[pkg];
          const key = `${version} from ${entry.from}`;
          p.registered[key] = true;
          if (entry.loaded || typeof entry.lib === 'function') p.loaded[key] = true;
          for (const user of entry.useIn ?? []) p.useIn[user] = true;
          p.scope = scope;
          p.instance = instance;
        }
      }
    }
  }
  const styles = [...document.querySelectorAll('style')].filter(
    (s) => s.hasAttribute('data-css-hash') || s.hasAttribute('data-rc-order') || s.hasAttribute('data-token-hash'),
  );
  const instances = {};
  const hashes = {};
  const tokenKeys = {};
  for (const s of styles) {
    const instance = s.__cssinjs_instance__;
    if (instance) instances[instance] = (instances[instance] ?? 0) + 1;
    const hash = s.getAttribute('data-css-hash');
    if (hash) hashes[hash] = (hashes[hash] ?? 0) + 1;
    const token = s.getAttribute('data-token-hash');
    if (token) tokenKeys[token] = true;
  }
  const scripts = [
    ...new Set([
      ...performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(e.name).pathname))
        .map((e) => e.name),
      ...[...document.scripts].map((s) => s.src).filter(Boolean),
    ]),
  ];
  return {
    share,
    mfInstances: (federation?.__INSTANCES__ ?? []).map((i) => i.name),
    styles: { count: styles.length, instances, duplicateHashes: Object.keys(hashes).filter((h) => hashes[h] > 1) },
    tokenKeys: Object.keys(tokenKeys),
    scripts,
  };
};
