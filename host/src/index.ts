import { applyColorScheme, storedThemePreference, themeChoiceOf } from '@condo/shared/color-scheme';

// The stored colour scheme first (a module of no dependencies, outside the shared singletons): the start-up page is
// drawn dark for a user who chose dark, instead of flashing light until the console has loaded.
applyColorScheme(themeChoiceOf(storedThemePreference()).scheme);

// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
//
// It waits for the first paint of index.html's start-up text: the console's code (a megabyte of JavaScript to fetch,
// compile and run) would otherwise take the main thread before the browser has drawn its first frame, and the first
// contentful paint would wait for it (bench/foundation.mjs, figure 1). A page that never paints (a background tab)
// starts after a short timeout instead.
const start = () => import('./bootstrap');

function afterFirstPaint(run: () => unknown, fallbackMs = 250) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, fallbackMs);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    once();
  }
}

if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  afterFirstPaint(start);
} else {
  void start();
}
