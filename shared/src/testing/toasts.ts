// The toasts screens publish (the shell draws `bus.toast$`; screens only publish).
import { bus, type Toast } from '../bus/bus';

/** The texts toasted, emptied before each test. Call it in a describe block (or at the top of a test file). */
export function collectToasts() {
  const texts: string[] = [];
  const subscription = bus.toast$.subscribe((toast) => texts.push(toast.text));
  beforeEach(() => {
    texts.length = 0;
  });
  afterAll(() => subscription.unsubscribe());
  return texts;
}

/** The toasts (level and text) published from now until `stop()`. Call it inside a test. */
export function recordToasts() {
  const toasts: Toast[] = [];
  const subscription = bus.toast$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop: () => subscription.unsubscribe() };
}
