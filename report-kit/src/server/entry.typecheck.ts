// Compiled by `tsc -p report-kit` (npm test's types step), never run: the server entry (index.tsx) has every export
// that the declarations the API type-checks against (entry.ts) promise, with a type that fits them.
import type * as Declared from './entry';
import * as drawn from './index';

export const matchesTheDeclarations: typeof Declared = drawn;
