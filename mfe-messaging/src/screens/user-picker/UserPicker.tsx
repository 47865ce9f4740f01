import { api, type CondoUser, DEFAULT_PAGE_SIZES } from '@condo/shared';
import { type PagedLoad, type PagedOption, PagedSelect, type PagedSelectProps } from '@condo/shared/ui';

const loadUsers: PagedLoad<CondoUser> = (params, options) =>
  api.users.list({ order: 'first_name', ...params }, options);

/** 'Aarav Tan', with the e-mail beneath it in the list (a condo has many people of one name). */
export function userOption(user: CondoUser): PagedOption {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return { value: user.id, label: name || user.email, description: user.email };
}

export type UserPickerProps = Omit<PagedSelectProps<CondoUser>, 'load' | 'toOption' | 'noun' | 'pageSize'>;

/**
 * Users of the condo, any number of them: 50 at a time by first name (spec part 1 §9), searched on the server
 * (`GET /api/v1/users?order=first_name&page&per_page&query`).
 */
export function UserPicker(props: UserPickerProps) {
  return (
    <PagedSelect<CondoUser>
      placeholder="Search users by name or e-mail"
      {...props}
      load={loadUsers}
      toOption={userOption}
      noun="users"
      pageSize={DEFAULT_PAGE_SIZES.usersPicker}
    />
  );
}
