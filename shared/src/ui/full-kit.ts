// Which antd App the page has: antd's App (the message, notification and modal hooks, with the dialog and
// notification code behind them) is part of the full kit, '@condo/shared/antd'. The full kit announces it here when
// it loads, and every ConsoleApp (ConsoleApp.tsx) then mounts it. A global slot, like the bus's, so every root of the
// page sees the same announcement.
import type { useAppProps } from 'antd/es/app/context';
import type { ComponentType, ReactNode } from 'react';

export type AppApis = useAppProps;
export type KitApp = ComponentType<{ component?: false; children?: ReactNode }> & { useApp(): AppApis };

interface Slot {
  app: KitApp | null;
  listeners: Set<() => void>;
}
const key = Symbol.for('@condo/shared/full-kit-app');
const holder = globalThis as { [key]?: Slot };
holder[key] ??= { app: null, listeners: new Set() };
const slot: Slot = holder[key];

/** Called by the full kit as it loads. */
export function announceFullKitApp(app: KitApp): void {
  if (slot.app === app) return;
  slot.app = app;
  for (const listener of slot.listeners) listener();
}

export function subscribeFullKitApp(listener: () => void): () => void {
  slot.listeners.add(listener);
  return () => slot.listeners.delete(listener);
}

export const fullKitApp = (): KitApp | null => slot.app;
