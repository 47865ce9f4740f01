#!/usr/bin/env node
// Identity benchmark (issue "Identity area"): see bench/identity/bench.ts. Prints the p95 of the users and bots
// lists with 10,000 users in one condo (target ≤ 20 ms on PGlite), and what the audit trail adds to the p95 of a
// device update (target ≤ 10 %).
//   node bench/identity.mjs [--requests 200]
import { runTsx } from './kit/tsx.mjs';

process.exit(runTsx('bench/identity/bench.ts', process.argv.slice(2)));
