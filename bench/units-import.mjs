#!/usr/bin/env node
// Units import benchmark (issue #11): see bench/units-import/bench.ts. Imports a 20,000-unit CSV and a file with
// 1,000 bad rows through the real HTTP API on PGlite, and prints the time to the answer (target ≤ 5 s each) and the
// API's peak memory (RSS) during each.
//   node bench/units-import.mjs [--units 20000] [--bad 1000]
import { runTsx } from './kit/tsx.mjs';

process.exit(runTsx('bench/units-import/bench.ts', process.argv.slice(2)));
