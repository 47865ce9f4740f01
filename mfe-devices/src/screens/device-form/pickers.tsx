import { api, type Facility, type NamedRef, useRequest } from '@condo/shared';
import { Select, type SelectProps } from '@condo/shared/antd';

type PickerProps = Omit<SelectProps, 'options' | 'loading'>;

/** Assign Bot: one bot of the given role groups (`GET /api/v1/bots?role_group[]=…`). */
export function BotSelect({
  roleGroups,
  current,
  ...props
}: PickerProps & { roleGroups: string[]; current?: NamedRef | null }) {
  const key = roleGroups.join(',');
  const bots = useRequest(
    async () => (await api.bots.list({ page: 1, per_page: 100, role_group: roleGroups }, { silent: true })).data,
    [key],
  );
  const options = (bots.data ?? []).map((bot) => ({ value: bot.id, label: bot.name }));
  // The assigned bot stays readable while the list loads (or if it no longer matches the role groups).
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={bots.error ? 'Bots could not be loaded' : 'Select a bot'}
      loading={bots.loading}
      options={options}
      status={bots.error ? 'warning' : undefined}
    />
  );
}

/** The facility of a facility_device (`GET /api/v1/facilities`). */
export function FacilitySelect({
  load,
  current,
  ...props
}: PickerProps & { load: boolean; current?: NamedRef | null }) {
  const facilities = useRequest<Facility[]>(
    async () => (load ? (await api.facilities.list({ silent: true })).data : []),
    [load],
  );
  const options = (facilities.data ?? []).map((facility) => ({ value: facility.id, label: facility.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={facilities.error ? 'Facilities could not be loaded' : 'Select a facility'}
      loading={facilities.loading}
      options={options}
    />
  );
}
