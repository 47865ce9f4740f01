// Two-level side menu: top level (Condo, Admin User) and the condo level with Back (spec part 1 §2, §6).
import { navigateTo, type PermissionMap } from '@condo/shared';
import { Layout, Menu, Skeleton } from '@condo/shared/antd';
import { ArrowLeftOutlined } from '@condo/shared/icons';
import { menuItems } from '../routes/resolve-route';
import type { RouteDef } from '../routes/route-table';
import { MenuIcon } from './menu-icons';

interface SideMenuProps {
  collapsed: boolean;
  route: RouteDef | null;
  /** The condo whose menu shows; null shows the top level. */
  condo: string | null;
  /** The condo's permission map; undefined while it loads. */
  roles: PermissionMap | undefined;
}

const BACK = '__back';

export function SideMenu({ collapsed, route, condo, roles }: SideMenuProps) {
  const inCondo = condo !== null;
  const items = inCondo ? (roles === undefined ? null : menuItems('condo', roles)) : menuItems('top', null);
  const hrefOf = (r: RouteDef) => (condo ? r.path.replace(':id', encodeURIComponent(condo)) : r.path);

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={232}
      theme="light"
      className="shell-sider"
      aria-label={inCondo ? 'Condo menu' : 'Main menu'}
    >
      {items === null ? (
        <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 16 }} />
      ) : (
        <Menu
          mode="inline"
          selectedKeys={route ? [route.path] : []}
          onClick={({ key }) => {
            if (key === BACK) return navigateTo('/condos');
            const target = items.find((r) => r.path === key);
            if (target) navigateTo(hrefOf(target));
          }}
          items={[
            ...(inCondo ? [{ key: BACK, icon: <ArrowLeftOutlined />, label: 'Back' }] : []),
            ...items.map((r) => ({
              key: r.path,
              icon: <MenuIcon name={r.icon} />,
              label: (
                <a href={hrefOf(r)} onClick={(e) => e.preventDefault()}>
                  {r.title}
                </a>
              ),
            })),
          ]}
        />
      )}
    </Layout.Sider>
  );
}
