import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testTheme } from '../testing/theme';
import { ConsoleRoot } from './ConsoleRoot';
import { DeleteConfirm } from './DeleteConfirm';

function renderDelete(onConfirm: () => unknown) {
  render(
    <ConsoleRoot theme={testTheme}>
      <DeleteConfirm onConfirm={onConfirm} />
    </ConsoleRoot>,
  );
}

describe('DeleteConfirm', () => {
  it("asks with the spec's texts and deletes on 'Yes, Delete it'", async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderDelete(onConfirm);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Data once deleted cannot be retrived.!!!')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure to delete ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, Go Back' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("does nothing on 'No, Go Back'", async () => {
    const onConfirm = jest.fn();
    renderDelete(onConfirm);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No, Go Back' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
