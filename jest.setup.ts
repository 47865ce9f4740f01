// Runs after the test framework is installed, before each test file.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what a user would wait for; the 1 s default is too short for antd's forms when every core
// of a 2-core CI machine is busy (jest's workers beside the API suite's database).
configure({ asyncUtilTimeout: 5000 });

// antd reads media queries (Grid, Table responsive columns) and observes sizes; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
}

// jsdom throws "Not implemented" for pseudo-element styles, which antd asks for (scrollbar size, wave effect).
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
Object.defineProperty(window, 'getComputedStyle', {
  configurable: true,
  writable: true,
  value: (element: Element) => jsdomGetComputedStyle(element),
});

// jsdom logs "Not implemented: window.scrollTo"; antd's back-top and table paging call it.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
