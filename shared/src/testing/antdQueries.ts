// Finding what antd draws: table rows, dialogs and the options of a select.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The table row holding `text`. */
export async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

/** The open dialog with this title (antd's test ids make every dialog's aria-labelledby 'test-id'). */
export async function dialogTitled(title: string) {
  const dialogs = await screen.findAllByRole('dialog');
  const found = dialogs.find((dialog) => within(dialog).queryAllByText(title).length > 0);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
}

/** The options an open select lists (rc-select also renders hidden a11y options; these are the visible ones). */
export async function openOptions(select: HTMLElement) {
  await userEvent.click(select);
  const list = await screen.findAllByRole('listbox');
  const dropdown = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!dropdown) throw new Error(`no open list (${list.length} listboxes)`);
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

/** Chooses the visible option titled `title` of an open select. */
export async function pick(title: string) {
  const matches = await screen.findAllByTitle(title);
  const option = matches.find((element) => element.classList.contains('ant-select-item-option')) ?? matches.at(-1);
  await userEvent.click(option as HTMLElement);
}
