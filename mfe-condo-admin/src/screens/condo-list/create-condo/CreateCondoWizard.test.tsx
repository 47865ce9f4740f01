import { callsTo, type FakeReply, fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateCondoWizard } from './CreateCondoWizard';

const CREATE = 'POST /admin/condos';
const creating = (reply: FakeReply) => fakeApi({ [CREATE]: () => reply });
const webApps = [
  { name: 'Alerts', alias_name: 'alerts' },
  { name: 'VMS', alias_name: 'vms' },
];

function renderWizard() {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderScreen('/condos', '/condos', <CreateCondoWizard webApps={webApps} onClose={onClose} onCreated={onCreated} />);
  return { onClose, onCreated };
}

const field = (label: string) => screen.getByLabelText(label);

describe('Create Condo wizard', () => {
  it('derives the schema name from the name until it is edited, and the urls from the schema name', async () => {
    renderWizard();
    await userEvent.type(field('Name'), 'Lakeside Gardens');
    expect(field('Schema Name')).toHaveValue('lakeside-gardens');
    expect(field('Web Url')).toHaveValue('https://lakeside-gardens.web.smartcondo.example');
    expect(field('Service Url')).toHaveValue('https://lakeside-gardens.service.smartcondo.example');

    await userEvent.clear(field('Schema Name'));
    expect(field('Web Url')).toHaveValue('');
    expect(field('Service Url')).toHaveValue('');
    await userEvent.type(field('Schema Name'), 'lakeside');
    expect(field('Web Url')).toHaveValue('https://lakeside.web.smartcondo.example');
    // Edited: the name no longer drives it.
    await userEvent.type(field('Name'), ' East');
    expect(field('Schema Name')).toHaveValue('lakeside');
  });

  it('Next checks the step’s fields before moving on; Done sends the whole condo', async () => {
    const { requests } = creating({ status: 201, body: { data: {}, message: 'created' } });
    const { onClose, onCreated } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Guard house number is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin Email')).not.toBeVisible();

    await userEvent.type(field('Name'), 'Lakeside Gardens');
    await userEvent.type(field('Guard House Number'), '+65 6123 4567');
    await userEvent.type(field('Logo Url'), 'https://cdn.example/logo.png');
    await userEvent.type(field('Map Url'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Map url must start with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(field('Map Url'));
    await userEvent.type(field('Map Url'), 'https://maps.example/lakeside');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(field('Admin Email')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Admin email is required')).toBeInTheDocument();
    await userEvent.type(field('Admin Email'), 'owner@lakeside.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'VMS' })).toBeVisible());
    await userEvent.click(screen.getByRole('checkbox', { name: 'VMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(requests, CREATE).map((call) => call.body)).toEqual([
      {
        condos: {
          name: 'Lakeside Gardens',
          alias_name: 'lakeside-gardens',
          default_country_code: 65,
          email: 'owner@lakeside.example',
          url_host: {
            web_ui: 'https://lakeside-gardens.web.smartcondo.example',
            service_ui: 'https://lakeside-gardens.service.smartcondo.example',
          },
          location: 'https://maps.example/lakeside',
          web_apps: ['alerts'],
          logo_url: 'https://cdn.example/logo.png',
          guard_house: '+65 6123 4567',
        },
      },
    ]);
  });

  it('a failed create closes the form without reloading the list', async () => {
    creating({ status: 422, body: { message: 'Schema name dup is already taken' } });
    const { onClose, onCreated } = renderWizard();
    await userEvent.type(field('Name'), 'Dup');
    await userEvent.type(field('Guard House Number'), '1');
    await userEvent.type(field('Logo Url'), 'https://l.example/x.png');
    await userEvent.type(field('Map Url'), 'https://m.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field('Admin Email')).toBeVisible());
    await userEvent.type(field('Admin Email'), 'a@b.example');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreated).not.toHaveBeenCalled();
  });
});
