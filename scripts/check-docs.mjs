// Keeps the repository's Markdown readable in a terminal and a diff, and its links walkable: fails on a table line
// longer than 160 characters and on a relative link to a file that is not there. `npm test` runs it with lint.
//   node scripts/check-docs.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './pnpm.mjs';

export const MAX_TABLE_LINE = 160;

/** Every Markdown file git knows of or would add (committed, staged or new and not ignored). */
function markdownFiles() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(listed.stderr);
  return [...new Set(listed.stdout.split('\n').filter(Boolean))].filter((file) => existsSync(join(root, file)));
}

/** Lines of a table (outside fenced code) wider than the limit, as "file:line: N characters". */
export function wideTableLines(file, text) {
  const found = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const width = [...line].length;
    if (!fenced && line.trimStart().startsWith('|') && width > MAX_TABLE_LINE)
      found.push(`${file}:${index + 1}: a table line of ${width} characters (at most ${MAX_TABLE_LINE})`);
  });
  return found;
}

/** Relative links (`[text](path)`, outside code) whose file is missing, as "file:line: target". */
export function brokenLinks(file, text, exists = (path) => existsSync(join(root, path))) {
  const found = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target)) continue;
      const path = relative(root, join(root, dirname(file), decodeURI(target.split('#')[0])));
      if (!exists(path)) found.push(`${file}:${index + 1}: no file for the link ${target}`);
    }
  });
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = markdownFiles().flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...wideTableLines(file, text), ...brokenLinks(file, text)];
  });
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in the Markdown files. Narrow the table (or make it a list).`);
    process.exit(1);
  }
  console.log('Markdown: every table line fits, every relative link resolves.');
}
