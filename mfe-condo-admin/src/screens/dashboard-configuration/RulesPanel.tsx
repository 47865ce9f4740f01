import { api, can, type SettingGroup, useRequest, useStoredRoles } from '@condo/shared';
import { RequestStatus, SettingsEditor, useSettingsEditor } from '@condo/shared/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ruleGroups } from './settingGroups';
import { useColumns } from './useColumns';

const none: readonly SettingGroup[] = [];

/**
 * Spec part 2, Dashboard Configuration, Rules: each rule group in the shared settings editor; its Edit shows only
 * with `api/v1/settings` update, and its Save sends the group (`PUT /api/v1/settings/{alias_name}` `{values}`).
 */
export function RulesPanel() {
  const roles = useStoredRoles(useParams().id ?? '');
  const request = useRequest(async () => (await api.settings.list()).data, []);
  const groups = useMemo(() => ruleGroups(request.data ?? none), [request.data]);
  const editor = useSettingsEditor(groups);
  const columns = useColumns();
  const saveGroup = async (alias: string, values: Record<string, unknown>) => {
    await api.settings.update(alias, values, { notifySuccess: true });
  };
  return (
    <RequestStatus request={request} loadingLabel="Loading rules" errorTitle="The rules could not be loaded">
      <SettingsEditor
        editor={editor}
        readOnly={!can(roles, { 'api/v1/settings': ['update'] })}
        onSaveGroup={saveGroup}
        columns={columns}
      />
    </RequestStatus>
  );
}
