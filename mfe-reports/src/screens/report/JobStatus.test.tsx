import { collectToasts, dialogTitled, fakeApi, renderScreen, requestsTo } from '@condo/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobStatus, REVOKE_QUESTION } from './JobStatus';
import { POLL_MS, useReportJob } from './useReportJob';

jest.setTimeout(30_000);

const toasts = collectToasts();

const ID = '6f1c2a9e-8b7d-4c3e-9a1b-2c3d4e5f6a7b';
const FIRST_LINK = `/html/report/${ID}?tenant=demo&token=first`;
const NEW_LINK = `/html/report/${ID}?tenant=demo&token=second`;

function backend(addition: { view_url_revocable?: boolean }, specOnly = false) {
  return fakeApi({
    'POST /api/v1/bms_reports': () => ({ status: 200, body: { data: ID, message: 'The report is being prepared' } }),
    'GET /api/v1/bms_reports/{id}/details': () => ({
      status: 200,
      body: {
        data: specOnly
          ? { id: ID, s3_url: `/api/v1/bms_reports/${ID}/file?expires=1&signature=s` }
          : {
              id: ID,
              status: 'ready',
              s3_url: `/api/v1/bms_reports/${ID}/file?expires=1&signature=s`,
              error: null,
              view_url: FIRST_LINK,
              created_at: '2026-11-26T00:00:00.000Z',
              updated_at: '2026-11-26T00:00:10.000Z',
              ...addition,
            },
      },
    }),
    'POST /api/v1/bms_reports/{id}/revoke_link': () => ({
      status: 200,
      body: { data: { id: ID, view_url: NEW_LINK }, message: 'Earlier links to this report no longer work' },
    }),
  });
}

function Job() {
  const job = useReportJob();
  return (
    <>
      <button type="button" onClick={() => job.start('<p>Report</p>')}>
        Start
      </button>
      <JobStatus state={job.state} retry={() => {}} revokeLink={job.revokeLink} />
    </>
  );
}

/** Posts the report and lets the page's 10-second poll find it ready. */
async function readyJob() {
  renderScreen('/condos/demo/report', '/condos/:id/report', <Job />);
  jest.useFakeTimers();
  try {
    await act(async () => screen.getByRole('button', { name: 'Start' }).click());
    await act(async () => jest.advanceTimersByTime(POLL_MS));
  } finally {
    jest.useRealTimers();
  }
  await screen.findByText('The PDF is ready');
}

beforeEach(() => {
  // The finished job's own download: jsdom cannot navigate.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('Revoke link, once confirmed, withdraws the shared links and shows the new one', async () => {
  const { requests } = backend({ view_url_revocable: true });
  await readyJob();
  expect(screen.getByRole('link', { name: 'this shared view' })).toHaveAttribute('href', FIRST_LINK);

  await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
  await userEvent.click(within(await dialogTitled(REVOKE_QUESTION)).getByRole('button', { name: 'Cancel' }));
  expect(requestsTo(requests, 'POST', /revoke_link$/)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
  await userEvent.click(within(await dialogTitled(REVOKE_QUESTION)).getByRole('button', { name: 'Revoke link' }));
  expect(await screen.findByRole('link', { name: 'this shared view' })).toHaveAttribute('href', NEW_LINK);
  expect(requestsTo(requests, 'POST', new RegExp(`/api/v1/bms_reports/${ID}/revoke_link$`))).toHaveLength(1);
  expect(toasts).toContain('Earlier links to this report no longer work');
});

test('without the API addition there is no Revoke link', async () => {
  backend({});
  await readyJob();
  expect(screen.getByRole('link', { name: 'this shared view' })).toHaveAttribute('href', FIRST_LINK);
  expect(screen.queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
});

test('with details of s3_url only (a spec backend) the PDF is offered and no dead shared-view link is shown', async () => {
  backend({}, true);
  await readyJob();
  expect(screen.getByRole('link', { name: 'download it here' })).toHaveAttribute(
    'href',
    expect.stringContaining(`/api/v1/bms_reports/${ID}/file`),
  );
  expect(screen.queryByRole('link', { name: 'this shared view' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
});
