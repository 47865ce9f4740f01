import { api, can, type UiType, useRequest, useStoredRoles } from '@condo/shared';
import { RequestStatus, SettingsEditor, useSettingsEditor } from '@condo/shared/ui';
import { useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { configGroups } from './settingGroups';
import { useColumns } from './useColumns';

/**
 * Spec part 2, Dashboard Configuration, Ui Config and Service Ui Config: the condo configuration's groups
 * (`/condos/{ui_type}/condo_schema` and `/condo_config`) in the shared settings editor. A group's Save sends the
 * whole configuration with that group changed (`PUT /condos/config` `{ui_type, config}`).
 */
export function ConfigPanel({ uiType }: { uiType: UiType }) {
  const roles = useStoredRoles(useParams().id ?? '');
  const request = useRequest(async () => {
    const [schema, config] = await Promise.all([api.condoConfigs.schema(uiType), api.condoConfigs.config(uiType)]);
    return { schema: schema.data, config: config.data };
  }, [uiType]);
  const groups = useMemo(
    () => (request.data ? configGroups(request.data.schema, request.data.config) : []),
    [request.data],
  );
  const editor = useSettingsEditor(groups);
  const values = useRef(editor.values);
  values.current = editor.values;
  const columns = useColumns();
  const title = uiType === 'ui' ? 'ui config' : 'service ui config';
  const saveGroup = async (alias: string, groupValues: Record<string, unknown>) => {
    await api.condoConfigs.update(uiType, { ...values.current, [alias]: groupValues }, { notifySuccess: true });
  };
  return (
    <RequestStatus
      request={request}
      loadingLabel={`Loading the ${title}`}
      errorTitle={`The ${title} could not be loaded`}
    >
      <SettingsEditor
        editor={editor}
        readOnly={!can(roles, { 'api/v1/settings': ['update'] })}
        onSaveGroup={saveGroup}
        columns={columns}
      />
    </RequestStatus>
  );
}
