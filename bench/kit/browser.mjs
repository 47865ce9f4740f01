// Debian's Chromium with the e2e flags (tooling/chromium.mjs), for every benchmark that drives a page.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tooling/chromium.mjs';

export { CHROMIUM, CHROMIUM_FLAGS };

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
