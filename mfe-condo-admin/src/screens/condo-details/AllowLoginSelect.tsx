import { Select } from '@condo/shared/antd';

export type AllowLogin = 'active' | 'inactive';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const allowLoginOf = (allowed: boolean | undefined): AllowLogin => (allowed === false ? 'inactive' : 'active');

export interface AllowLoginSelectProps {
  value: AllowLogin;
  onChange: (value: AllowLogin) => void;
  /** Without the publish permission the value is shown, not changed. */
  disabled?: boolean;
}

/**
 * Spec part 2, Condo details: whether the condo's residents may sign in (active or inactive). A change is not sent
 * at once: it raises the Unpublish changes banner (PublishBanner), where it is published or discarded.
 */
export function AllowLoginSelect({ value, onChange, disabled }: AllowLoginSelectProps) {
  return (
    <Select
      aria-label="Allow login"
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
      style={{ width: 180 }}
    />
  );
}
