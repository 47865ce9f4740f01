import { api, type Facility, type NamedRef, useRequest } from '@condo/shared';
import { Select, type SelectProps } from '@condo/shared/antd';
import { whileLoading } from '@condo/shared/ui';

type PickerProps = Omit<SelectProps, 'options' | 'loading'>;

interface RefSelectProps extends PickerProps {
  request: { data?: NamedRef[] | null; loading: boolean; error?: unknown };
  current?: NamedRef | null;
  /** Plural noun for the placeholder: 'bots', 'facilities'. */
  noun: string;
  singular: string;
}

/** One named record out of a loaded list; the current one stays readable while the list loads or if it left it. */
function RefSelect({ request, current, noun, singular, ...props }: RefSelectProps) {
  const options = (request.data ?? []).map((ref) => ({ value: ref.id, label: ref.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={
        request.error ? `${noun[0]?.toUpperCase()}${noun.slice(1)} could not be loaded` : `Select a ${singular}`
      }
      loading={request.loading}
      notFoundContent={whileLoading(request.loading, noun)}
      options={options}
      status={request.error ? 'warning' : undefined}
    />
  );
}

/** Assign Bot: one bot of the given role groups (`GET /api/v1/bots?role_group[]=…`). */
export function BotSelect({ roleGroups, ...props }: PickerProps & { roleGroups: string[]; current?: NamedRef | null }) {
  const bots = useRequest(
    async () => (await api.bots.list({ page: 1, per_page: 100, role_group: roleGroups }, { silent: true })).data,
    [roleGroups.join(',')],
  );
  return <RefSelect {...props} request={bots} noun="bots" singular="bot" />;
}

/** The facility of a facility_device (`GET /api/v1/facilities`). */
export function FacilitySelect({ load, ...props }: PickerProps & { load: boolean; current?: NamedRef | null }) {
  const facilities = useRequest<Facility[]>(
    async () => (load ? (await api.facilities.list({ silent: true })).data : []),
    [load],
  );
  return <RefSelect {...props} request={facilities} noun="facilities" singular="facility" />;
}
