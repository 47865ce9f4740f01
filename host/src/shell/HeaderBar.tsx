// The fixed top header of spec part 1 §2: fold toggle, condo name, optional date range and search, profile menu.
import {
  bus,
  chooseThemePreference,
  getEmail,
  logout,
  type PermissionMap,
  type ThemePreference,
  truncate,
  useThemePreference,
} from '@condo/shared';
import { Avatar, Button, Dropdown, Input, Layout, type MenuProps, Space, Typography } from '@condo/shared/antd';
import {
  CheckOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@condo/shared/icons';
import { DateRangePicker, flushTablePreferences } from '@condo/shared/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { EnvironmentManifest } from '../environment';
import type { RouteDef } from '../routes/route-table';
import { OverrideDialog } from './OverrideDialog';

const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));

/** How long Log Out waits for the table settings changed just before to reach the server (they need the session). */
export const LOGOUT_SAVE_WAIT_MS = 2_000;

function signOut() {
  void flushTablePreferences(LOGOUT_SAVE_WAIT_MS).finally(() => logout());
}

const GREETINGS = ['Hello', 'Hi', 'Howdy!', 'Hey!', "G'day!", 'Welcome'];
const EMAIL_SHOWN = 25;

const THEMES: { preference: ThemePreference; label: string }[] = [
  { preference: 'light', label: 'Light' },
  { preference: 'dark', label: 'Dark' },
  { preference: 'system', label: 'System' },
];

/**
 * The profile menu's Theme group: three radio items (arrow keys move, Enter chooses), the chosen one checked for
 * assistive technology (aria-checked) and by a tick for the eye.
 */
function themeItems(chosen: ThemePreference): NonNullable<MenuProps['items']> {
  return [
    {
      key: 'theme',
      type: 'group',
      label: 'Theme',
      children: THEMES.map(({ preference, label }) => ({
        key: `theme-${preference}`,
        label,
        role: 'menuitemradio',
        'aria-checked': preference === chosen,
        icon: <CheckOutlined aria-hidden style={{ visibility: preference === chosen ? 'visible' : 'hidden' }} />,
        onClick: () => chooseThemePreference(preference),
      })),
    },
  ];
}

interface HeaderBarProps {
  collapsed: boolean;
  onToggle: () => void;
  showToggle: boolean;
  condoName: string | null | undefined;
  route: RouteDef | null;
  env: EnvironmentManifest;
  /** The condo the user works in, for the command palette's condo screens. */
  condo: { alias: string; name: string; roles: PermissionMap | undefined } | undefined;
}

/** Ctrl+K (⌘K on a Mac) anywhere in the signed-in console opens the command palette. */
function usePaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

export function HeaderBar({ collapsed, onToggle, showToggle, condoName, route, env, condo }: HeaderBarProps) {
  const [overridesOpen, setOverridesOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const openPalette = useCallback(() => {
    setPaletteUsed(true);
    setPaletteOpen(true);
  }, []);
  usePaletteShortcut(openPalette);
  const greeting = useMemo(() => GREETINGS[Math.floor(Math.random() * GREETINGS.length)], []);
  const email = getEmail() ?? '';
  const themePreference = useThemePreference();

  return (
    <Layout.Header className="shell-header">
      <Space size="middle" className="shell-header-left">
        {showToggle && (
          <Button
            type="text"
            aria-label={collapsed ? 'Expand the menu' : 'Collapse the menu'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
          />
        )}
        <Typography.Text strong className="shell-condo-name">
          {condoName ?? 'Smart Condo Management'}
        </Typography.Text>
      </Space>
      <Space size="middle" className="shell-header-right">
        {route?.header?.dateRange && (
          <DateRangePicker
            onChange={(range) =>
              bus.dateRange$.next(range ? { from: range[0].toISOString(), to: range[1].toISOString() } : null)
            }
          />
        )}
        {route?.header?.search && (
          <Input.Search
            allowClear
            placeholder="Search"
            aria-label="Search"
            onSearch={(text) => bus.search$.next(text)}
            style={{ width: 220 }}
          />
        )}
        <Button type="text" icon={<SearchOutlined />} aria-keyshortcuts="Control+K" onClick={openPalette}>
          Go to… <kbd className="shell-kbd">Ctrl K</kbd>
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'who', label: <span title={email}>{truncate(email, EMAIL_SHOWN)}</span>, disabled: true },
              { type: 'divider' },
              ...themeItems(themePreference),
              { type: 'divider' },
              {
                key: 'overrides',
                icon: <SettingOutlined />,
                label: 'Remote overrides',
                onClick: () => setOverridesOpen(true),
              },
              { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', onClick: signOut },
            ],
          }}
        >
          <Button type="text" aria-label={`${greeting} — profile menu`} className="shell-profile">
            <Avatar size="small" icon={<UserOutlined />} />
            <span>{greeting}</span>
          </Button>
        </Dropdown>
      </Space>
      <OverrideDialog env={env} open={overridesOpen} onClose={() => setOverridesOpen(false)} />
      {paletteUsed && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} condo={condo} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
