import type { Condo } from '@condo/shared';
import { callsTo, type FakeReply, fakeApi, renderRoute, signIn } from '@condo/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { condoFixture } from '../testing/condos';
import { CondoDetailsScreen } from './CondoDetailsScreen';

const sunrise = condoFixture();

const GET = 'GET /condos/{id}';
const PUBLISH = 'POST /api/v1/residents/update_allow_login';
const found = (condo: Condo): FakeReply => ({ status: 200, body: { data: condo } });

/** Answers the condo's GET with `replies` in turn (the last one again once they run out). */
function answering(...replies: FakeReply[]) {
  let served = 0;
  return fakeApi({
    [GET]: () => replies[Math.min(served++, replies.length - 1)] as FakeReply,
    [PUBLISH]: () => ({ status: 200, body: { data: { ...sunrise, allow_login: false }, message: 'Published' } }),
  });
}

/** Renders the details of sunrise-towers; `stored` is what the local storage holds before (a role map, details). */
function renderDetails(stored: Record<string, unknown> = {}) {
  signIn();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
  renderRoute(
    '/condos/sunrise-towers/details',
    '*',
    <Routes>
      <Route path="/condos/:id/details" element={<CondoDetailsScreen />} />
      <Route path="/condos" element={<h1>Condos list</h1>} />
    </Routes>,
  );
}

describe('Condo details', () => {
  afterEach(() => localStorage.clear());

  it('loads the condo of the URL and shows the About Condo card', async () => {
    const { requests } = answering(found(sunrise));
    renderDetails();

    expect(screen.getByRole('status', { name: 'Loading condo details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/tenants/sunrise-towers/condos/sunrise-towers',
    ]);
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
    const { requests } = answering(found(sunrise), found({ ...sunrise, allow_login: false }));
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
    await userEvent.click(await screen.findByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(screen.queryByText('Unpublish changes')).not.toBeInTheDocument());
    expect(callsTo(requests, PUBLISH).map((call) => call.body)).toEqual([{ residents: { allow_login: false } }]);
    expect(callsTo(requests, GET)).toHaveLength(2);
  });

  it('without the publish permission the selector only shows the value', async () => {
    answering(found({ ...sunrise, allow_login: false }));
    renderDetails({ 'sunrise-towers_user_roles': { 'api/v1/condos': ['show'] } });
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.getByRole('combobox', { name: 'Allow login' })).toBeDisabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it("a role map of the spec: residents' update_allow_login (the call's own name) lets the user publish", async () => {
    answering(found(sunrise));
    renderDetails({
      'sunrise-towers_user_roles': { 'api/v1/condos': ['show'], 'api/v1/residents': ['update_allow_login'] },
    });
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.getByRole('combobox', { name: 'Allow login' })).toBeEnabled();
  });

  it('draws the details the host stored at once, then the fresh copy', async () => {
    answering(found(sunrise));
    renderDetails({ 'sunrise-towers_condo_details': { ...sunrise, name: 'Sunrise (stored)' } });

    expect(screen.getByRole('heading', { name: 'Sunrise (stored)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
  });

  it('shows Pending for a condo whose set-up is not completed', async () => {
    answering(found({ ...sunrise, completed: false }));
    renderDetails();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    // Only the allow-login selector says Active.
    expect(screen.getAllByText('Active')).toHaveLength(1);
  });

  it('draws no link for a location that is not a web address', async () => {
    answering(found({ ...sunrise, location: 'javascript:alert(1)' }));
    renderDetails();
    await screen.findByRole('heading', { name: 'Sunrise Towers' });
    expect(screen.queryByRole('link', { name: /Get Direction/ })).not.toBeInTheDocument();
  });

  it('shows the failure with Retry and a way back to the list', async () => {
    answering({ status: 404, body: { message: 'Not Found.!!!' } }, found(sunrise));
    renderDetails();

    expect(await screen.findByText('Not Found.!!!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise Towers' })).toBeInTheDocument();
  });

  it('goes back to the condos list from the failure', async () => {
    answering('no response');
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Condos' }));
    expect(await screen.findByRole('heading', { name: 'Condos list' })).toBeInTheDocument();
  });
});
