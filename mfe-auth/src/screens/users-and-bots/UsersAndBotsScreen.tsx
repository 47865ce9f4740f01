import { PageHeader } from '@condo/shared';
import { Tabs } from '@condo/shared/antd';
import { useUpdateSearchParams } from '@condo/shared/ui';
import { BotsTab } from './BotsTab';
import { UsersTab } from './UsersTab';

type Tab = 'users' | 'bots';

/**
 * Spec part 2 §2, Users & Bots (`/condos/:id/users`): USERS and BOTS tabs, each a server-paged list with its own
 * form. The tab, and each list's page, search and filters, live in the URL (`tab`, `user_page`, `bot_role_group`…).
 */
export function UsersAndBotsScreen() {
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const tab: Tab = searchParams.get('tab') === 'bots' ? 'bots' : 'users';
  const changeTab = (key: string) =>
    updateSearchParams((next) => {
      if (key === 'users') next.delete('tab');
      else next.set('tab', key);
    });
  return (
    <section aria-label="Users & Bots">
      <PageHeader title="Users & Bots" subtitle="The people and the bots (devices' identities) of this condo" />
      <Tabs
        activeKey={tab}
        onChange={changeTab}
        items={[
          { key: 'users', label: 'USERS', children: <UsersTab active={tab === 'users'} /> },
          { key: 'bots', label: 'BOTS', children: <BotsTab active={tab === 'bots'} /> },
        ]}
      />
    </section>
  );
}
