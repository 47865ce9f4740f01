// Every toast published on the bus shows at the bottom left for 5 seconds (spec part 1 §8).
import { bus, notify, takeCarriedToasts, useConsoleApp } from '@condo/shared';
import { useEffect } from 'react';

export function Toasts() {
  const { notification } = useConsoleApp();
  useEffect(() => {
    const subscription = bus.toast$.subscribe((toast) => {
      notification[toast.level === 'success' ? 'success' : toast.level === 'warning' ? 'warning' : 'error']({
        key: String(toast.id),
        title: toast.text,
        description: toast.details,
        placement: 'bottomLeft',
        duration: 5,
      });
    });
    // A logout (why the session ended) or a login ('Login Successfully.!!!') reloads the page: say it again here.
    for (const toast of takeCarriedToasts()) notify.at(toast.level, toast.text);
    return () => subscription.unsubscribe();
  }, [notification]);
  return null;
}
