// The fixed top header of spec part 1 §2: fold toggle, condo name, optional date range and search, profile menu.
import { bus, getEmail, logout, truncate } from '@condo/shared';
import { Avatar, Button, Dropdown, Input, Layout, Space, Typography } from '@condo/shared/antd';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@condo/shared/icons';
import { DateRangePicker } from '@condo/shared/ui';
import { useMemo, useState } from 'react';
import type { EnvironmentManifest } from '../environment';
import type { RouteDef } from '../routes/route-table';
import { OverrideDialog } from './OverrideDialog';

const GREETINGS = ['Hello', 'Hi', 'Howdy!', 'Hey!', "G'day!", 'Welcome'];
const EMAIL_SHOWN = 25;

interface HeaderBarProps {
  collapsed: boolean;
  onToggle: () => void;
  showToggle: boolean;
  condoName: string | null | undefined;
  route: RouteDef | null;
  env: EnvironmentManifest;
}

export function HeaderBar({ collapsed, onToggle, showToggle, condoName, route, env }: HeaderBarProps) {
  const [overridesOpen, setOverridesOpen] = useState(false);
  const greeting = useMemo(() => GREETINGS[Math.floor(Math.random() * GREETINGS.length)], []);
  const email = getEmail() ?? '';

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
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'who', label: <span title={email}>{truncate(email, EMAIL_SHOWN)}</span>, disabled: true },
              { type: 'divider' },
              {
                key: 'overrides',
                icon: <SettingOutlined />,
                label: 'Remote overrides',
                onClick: () => setOverridesOpen(true),
              },
              { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', onClick: () => logout() },
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
    </Layout.Header>
  );
}
