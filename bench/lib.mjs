// Kept for benchmarks written before bench/kit/ (a branch in flight imports signInThroughApi from here): the same
// functions, from the kit. New code imports bench/kit/* directly; remove this file once nothing imports it.
export { CHROMIUM, CHROMIUM_FLAGS, launchChromium } from './kit/browser.mjs';
export { codeMailedTo, mailboxLines, signedInContext, signInThroughApi } from './kit/session.mjs';
