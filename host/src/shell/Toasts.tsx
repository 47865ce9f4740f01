// Every toast published on the bus shows at the bottom left for 5 seconds (spec part 1 §8).
import { bus, notify, takeLogoutMessage } from '@condo/shared';
import { App } from '@condo/shared/antd-core';
import { useEffect } from 'react';

export function Toasts() {
  const { notification } = App.useApp();
  useEffect(() => {
    const subscription = bus.toast$.subscribe((toast) => {
      notification[toast.level === 'success' ? 'success' : toast.level === 'warning' ? 'warning' : 'error']({
        key: String(toast.id),
        title: toast.text,
        placement: 'bottomLeft',
        duration: 5,
      });
    });
    // A session ended by the server (401/403) reloads to the login page; say why once it is there.
    const logoutMessage = takeLogoutMessage();
    if (logoutMessage) notify.warning(logoutMessage);
    return () => subscription.unsubscribe();
  }, [notification]);
  return null;
}
