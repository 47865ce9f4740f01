// The login route's weight (issue #25: ≤ 250 KB of JavaScript, gzip; bench/foundation.mjs measures it) holds only
// while the code that runs before sign-in never imports the heavy doors of the kit: '@condo/shared/antd' (all of
// antd), '@condo/shared/ui' (the data screens' kit) and '@condo/shared/icons'. One static import of them anywhere in
// that graph (a helper added to '@condo/shared' that draws an antd Spin, say) doubles the login route; this walks
// the graph from the host's start-up and from '@condo/shared' and names the importing file.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const HEAVY_DOORS = ['@condo/shared/antd', '@condo/shared/ui', '@condo/shared/icons'];
/** The '@condo/shared' doors the login route may load, and the files they are. */
const LIGHT_DOORS: Record<string, string> = {
  '@condo/shared': 'shared/src/index.ts',
  '@condo/shared/antd-core': 'shared/src/ui/antd-core.ts',
  '@condo/shared/color-scheme': 'shared/src/ui/colorScheme.ts',
};

/** The specifiers a file imports or re-exports statically (not `import()`, not `import type`). */
function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    found.push(match[1] as string);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Every heavy import reachable from the entry files: `importer → door`. */
function heavyImportsFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const heavy: string[] = [];
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (HEAVY_DOORS.includes(specifier)) heavy.push(`${relative(root, file)} → ${specifier}`);
      else if (LIGHT_DOORS[specifier]) queue.push(join(root, LIGHT_DOORS[specifier]));
      else if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      }
    }
  }
  expect(seen.size).toBeGreaterThan(entries.length);
  return heavy;
}

test("the host's start-up and '@condo/shared' import none of the kit's heavy doors", () => {
  expect(heavyImportsFrom(['host/src/index.ts', 'host/src/bootstrap.tsx', 'shared/src/index.ts'])).toEqual([]);
});

test('the walk finds a heavy import where there is one', () => {
  expect(heavyImportsFrom(['shared/src/ui/kit.ts']).length).toBeGreaterThan(0);
});
