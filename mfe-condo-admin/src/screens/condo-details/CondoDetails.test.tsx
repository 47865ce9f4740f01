import { api, ConsoleRoot } from '@condo/shared';
import { testTheme } from '@condo/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { condoFixture } from '../testing/condos';
import { CondoDetailsScreen } from './CondoDetailsScreen';

jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return {
    ...actual,
    api: { ...actual.api, condos: { ...actual.api.condos, get: jest.fn(), updateAllowLogin: jest.fn() } },
  };
});

const getCondo = api.condos.get as jest.Mock;
const updateAllowLogin = api.condos.updateAllowLogin as jest.Mock;

const sunrise = condoFixture();

function renderDetails() {
  render(
    <ConsoleRoot theme={testTheme}>
      <MemoryRouter initialEntries={['/condos/sunrise-towers/details']}>
        <Routes>
          <Route path="/condos/:id/details" element={<CondoDetailsScreen />} />
          <Route path="/condos" element={<h1>Condos list</h1>} />
        </Routes>
      </MemoryRouter>
    </ConsoleRoot>,
  );
}

describe('Condo details', () => {
  beforeEach(() => getCondo.mockReset());
  afterEach(() => localStorage.clear());

  it('loads the condo of the URL and shows the About Condo card', async () => {
    getCondo.mockResolvedValue({ data: sunrise });
    renderDetails();

    expect(screen.getByRole('status', { name: 'Loading condo details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
    expect(getCondo).toHaveBeenCalledWith('sunrise-towers');
    expect(screen.getByText('About Condo')).toBeInTheDocument();
    // The status, and the allow-login selector's value.
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.getByText('admin@sunrise.sg')).toBeInTheDocument();
    expect(screen.getByText('+65')).toBeInTheDocument();
    for (const app of ['alerts', 'lnpr', 'vms']) expect(screen.getByText(app)).toBeInTheDocument();
    expect(screen.getAllByText('Enabled')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Sunrise Towers logo' })).toHaveAttribute('src', sunrise.logo_url);
    const directions = screen.getByRole('link', { name: /Get Direction/ });
    expect(directions).toHaveAttribute('href', sunrise.location);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('combobox', { name: 'Allow login' })).toBeEnabled();
  });

  it('an allow-login change raises the banner; Discard all restores it; Publish sends it and reloads', async () => {
    getCondo.mockResolvedValue({ data: sunrise });
    renderDetails();
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.queryByText('Unpublish changes')).not.toBeInTheDocument();

    const choose = async (label: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Allow login' }));
      const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
      await userEvent.click(options[options.length - 1] as HTMLElement);
    };
    await choose('Inactive');
    expect(await screen.findByText('Unpublish changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard all' }));
    expect(screen.queryByText('Unpublish changes')).not.toBeInTheDocument();

    await choose('Inactive');
    updateAllowLogin.mockResolvedValue({ data: { ...sunrise, allow_login: false } });
    getCondo.mockResolvedValue({ data: { ...sunrise, allow_login: false } });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish changes' }));
    expect(updateAllowLogin).toHaveBeenCalledWith(false, { notifySuccess: true });
    await waitFor(() => expect(screen.queryByText('Unpublish changes')).not.toBeInTheDocument());
    expect(getCondo).toHaveBeenCalledTimes(2);
  });

  it('without the publish permission the selector only shows the value', async () => {
    localStorage.setItem('sunrise-towers_user_roles', JSON.stringify({ 'api/v1/condos': ['show'] }));
    getCondo.mockResolvedValue({ data: { ...sunrise, allow_login: false } });
    renderDetails();
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.getByRole('combobox', { name: 'Allow login' })).toBeDisabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it("a role map of the spec: residents' update_allow_login (the call's own name) lets the user publish", async () => {
    localStorage.setItem(
      'sunrise-towers_user_roles',
      JSON.stringify({ 'api/v1/condos': ['show'], 'api/v1/residents': ['update_allow_login'] }),
    );
    getCondo.mockResolvedValue({ data: sunrise });
    renderDetails();
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.getByRole('combobox', { name: 'Allow login' })).toBeEnabled();
  });

  it('draws the details the host stored at once, then the fresh copy', async () => {
    localStorage.setItem('sunrise-towers_condo_details', JSON.stringify({ ...sunrise, name: 'Sunrise (stored)' }));
    getCondo.mockResolvedValue({ data: sunrise });
    renderDetails();

    expect(screen.getByRole('heading', { name: 'Sunrise (stored)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
  });

  it('shows Pending for a condo whose set-up is not completed', async () => {
    getCondo.mockResolvedValue({ data: { ...sunrise, completed: false } });
    renderDetails();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    // Only the allow-login selector says Active.
    expect(screen.getAllByText('Active')).toHaveLength(1);
  });

  it('draws no link for a location that is not a web address', async () => {
    getCondo.mockResolvedValue({ data: { ...sunrise, location: 'javascript:alert(1)' } });
    renderDetails();
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.queryByRole('link', { name: /Get Direction/ })).not.toBeInTheDocument();
  });

  it('shows the failure with Retry and a way back to the list', async () => {
    getCondo.mockRejectedValueOnce({ response: { status: 404, data: { message: 'Not Found.!!!' } } });
    getCondo.mockResolvedValueOnce({ data: sunrise });
    renderDetails();

    expect(await screen.findByText('Not Found.!!!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
  });

  it('goes back to the condos list from the failure', async () => {
    getCondo.mockRejectedValue(new Error('Network Error'));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Condos' }));
    expect(await screen.findByRole('heading', { name: 'Condos list' })).toBeInTheDocument();
  });
});
