import type { Bot } from '@condo/shared';
import { Flex } from '@condo/shared/antd';
import { EditableListActions, ServerTable, useEditableList } from '@condo/shared/ui';
import { useMemo, useState } from 'react';
import { BotTokenDialog, type IssuedToken } from './BotTokenDialog';
import { BotFormModal } from './bots/form';
import { type BotListParams, botListPage } from './bots/list';
import { useRoleGroups } from './useRoleGroups';

/** BOTS: the list, Add and row edit by `api/v1/bots`; a new or rotated token is shown once, here. */
export function BotsTab({ active }: { active: boolean }) {
  const roleGroups = useRoleGroups('BotRoleGroup');
  const roleNames = (roleGroups.data ?? []).map((group) => group.name);
  const namesKey = roleNames.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for roleNames.
  const page = useMemo(() => botListPage(roleNames), [namesKey]);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const editable = useEditableList<Bot, BotListParams>(
    {
      page,
      permission: 'api/v1/bots',
      renderForm: (props) => <BotFormModal {...props} roleGroups={roleGroups} onTokenIssued={setIssued} />,
    },
    { active },
  );
  return (
    <>
      <Flex justify="end" gap="small" wrap style={{ marginBottom: 12 }}>
        <EditableListActions editable={editable} label="Bots" addLabel="Add Bot" reloadLabel="Reload Bots" />
      </Flex>
      <ServerTable page={editable.definition} list={editable.list} label="Bots" />
      {editable.form}
      {issued ? <BotTokenDialog {...issued} onClose={() => setIssued(null)} /> : null}
    </>
  );
}
