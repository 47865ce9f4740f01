// The API's layers point one way: db/ → access/ → plugins/ → routes/ → app.ts, with the start-up (server.ts,
// start/) on top and the demo seed (seed/) beside it. Read from the source files' imports; no database.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';

const SRC = import.meta.dirname;

/** Folders below the routes: none of them may import routes/ or seed/. */
const LOW_LAYERS = ['db', 'access', 'plugins', 'auth', 'jobs', 'audit', 'mail', 'export'];
/** Within the low layers, what each may not import: the order db/ → access/ → plugins/. */
const ABOVE: Record<string, string[]> = { db: ['access', 'plugins'], access: ['plugins'] };
/** Who may import the demo seed: the seed itself and the start-up (and the simulator, which drives the demo devices). */
const SEED_IMPORTERS = ['seed', 'start', 'server.ts', 'simulator'];

interface Import {
  line: number;
  target: string;
}

/** The relative imports of a file (static, re-exports, side-effect only and import('…') with a literal). */
function importsOf(text: string): { line: number; specifier: string }[] {
  const found: { line: number; specifier: string }[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] as string;
      if (!specifier.startsWith('.')) continue;
      const at = (match.index ?? 0) + match[0].lastIndexOf(specifier);
      found.push({ line: text.slice(0, at).split('\n').length, specifier });
    }
  }
  return found;
}

/** The file an import names, relative to src/ ('db/schema/index.ts'), or undefined when it is none of src/'s. */
function resolveImport(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  const base = relative(SRC, resolve(SRC, dirname(from), specifier)).replaceAll('\\', '/');
  return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** Its folder under src/ ('routes', 'seed'), or the file's name for a file directly in src/ ('server.ts'). */
const layerOf = (file: string) => file.split('/')[0] as string;

/** Every import that breaks a rule, as `file:line → target: why`. `sources`: path under src/ → text. */
function breaches(sources: ReadonlyMap<string, string>): string[] {
  const files = new Set(sources.keys());
  const found: string[] = [];
  for (const [file, text] of sources) {
    const from = layerOf(file);
    for (const { line, specifier } of importsOf(text)) {
      const target = resolveImport(files, file, specifier);
      if (!target) continue;
      const to = layerOf(target);
      const breach = (why: string) => found.push(`${file}:${line} → ${target}: ${why}`);
      if (LOW_LAYERS.includes(from) && (to === 'routes' || to === 'seed')) breach(`${from}/ is below ${to}/`);
      else if (ABOVE[from]?.includes(to)) breach(`${from}/ is below ${to}/`);
      else if (to === 'seed' && !SEED_IMPORTERS.includes(from)) breach('only the start-up imports the demo seed');
    }
  }
  return found;
}

/** The non-test TypeScript files under src/ (test support in src/test/ is a test's). */
function sourceFiles(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(SRC, { recursive: true })) {
    const file = String(entry).replaceAll('\\', '/');
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('test/')) continue;
    sources.set(file, readFileSync(join(SRC, file), 'utf8'));
  }
  return sources;
}

describe('the layers of api/src', () => {
  test('no import points back up: nothing below the routes imports routes/ or seed/, and only the start-up imports seed/', () => {
    const sources = sourceFiles();
    const files = new Set(sources.keys());
    const resolved: Import[] = [...sources].flatMap(([file, text]) =>
      importsOf(text).flatMap(({ line, specifier }) => {
        const target = resolveImport(files, file, specifier);
        return target ? [{ line, target }] : [];
      }),
    );
    // The scan reads the tree: hundreds of imports, reaching every layer the rules name.
    assert.ok(resolved.length > 500, `only ${resolved.length} imports were read`);
    for (const layer of [...LOW_LAYERS, 'routes', 'seed']) {
      assert.ok(existsSync(join(SRC, layer)), `api/src/${layer}/ is missing`);
    }
    assert.deepEqual(breaches(sources), []);
  });

  test('an import that points back up is named by file and line', () => {
    const sources = new Map([
      ['plugins/tenant.ts', "import { a } from '../db/schema';\n\nimport {\n  b,\n} from '../routes/bots/tokens';\n"],
      ['db/schema/index.ts', "export * from './core';\n"],
      ['db/schema/core.ts', "import type { X } from '../../access/roles';\n"],
      ['access/roles.ts', "const seed = await import('../seed/demo');\n"],
      ['routes/bots/tokens.ts', "import '../../seed/demo';\n"],
      ['seed/demo.ts', "import { c } from '../routes/bots/tokens';\n"],
      ['start/bootstrap.ts', "import { seedDemo } from '../seed/demo';\n"],
    ]);
    assert.deepEqual(breaches(sources).sort(), [
      'access/roles.ts:1 → seed/demo.ts: access/ is below seed/',
      'db/schema/core.ts:1 → access/roles.ts: db/ is below access/',
      'plugins/tenant.ts:5 → routes/bots/tokens.ts: plugins/ is below routes/',
      'routes/bots/tokens.ts:1 → seed/demo.ts: only the start-up imports the demo seed',
    ]);
  });
});
