import { Select, Tooltip } from '@condo/shared/antd';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Spec part 2, Condo details: the allow-login selector (active or inactive) for the condo's residents.
 *
 * TODO(condo-details-publish): make it editable. Changing it raises the 'Unpublish changes' banner with
 * 'Discard all' and 'Publish changes'; publishing sends POST /api/v1/residents/update_allow_login
 * `{ residents: { allow_login } }` (spec part 2 §7). Until that issue lands it only shows the choices: the condo
 * document carries no current value to show.
 */
export function AllowLoginSelect() {
  return (
    <Tooltip title="Changing resident login comes with the publish flow">
      <Select
        aria-label="Allow login"
        options={options}
        placeholder="Active or Inactive"
        disabled
        style={{ width: 180 }}
      />
    </Tooltip>
  );
}
