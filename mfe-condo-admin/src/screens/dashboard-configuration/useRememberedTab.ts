import { useState } from 'react';

export const TAB_STORAGE_KEY = 'dashboard_configuration_tab';
export const DASHBOARD_TABS = ['tiles', 'charts', 'rules', 'ui', 'service_ui'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

function storedTab(): DashboardTab {
  try {
    const stored = localStorage.getItem(TAB_STORAGE_KEY);
    return (DASHBOARD_TABS as readonly string[]).includes(stored ?? '') ? (stored as DashboardTab) : 'tiles';
  } catch {
    return 'tiles';
  }
}

/** Spec part 2: the last selected tab, remembered in this browser and restored on load. */
export function useRememberedTab() {
  const [tab, setTab] = useState<DashboardTab>(storedTab);
  const change = (key: string) => {
    const next = (DASHBOARD_TABS as readonly string[]).includes(key) ? (key as DashboardTab) : 'tiles';
    setTab(next);
    try {
      localStorage.setItem(TAB_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts this visit only.
    }
  };
  return [tab, change] as const;
}
