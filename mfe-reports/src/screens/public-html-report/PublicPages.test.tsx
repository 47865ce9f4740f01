import { fakeApi, renderScreen, requestsTo } from '@condo/shared/testing';
import { screen } from '@testing-library/react';
import { PatrollingReportScreen } from '../patrolling-report';
import { PublicHtmlReportScreen } from '.';

const ID = '6f1c2a9e-8b7d-4c3e-9a1b-2c3d4e5f6a7b';

describe('Public HTML report', () => {
  const backend = () =>
    fakeApi({ 'GET /api/v1/bms_reports/{id}': () => ({ status: 200, body: { data: '<p>Weekly figures</p>' } }) });

  it('opens a link without a token, sending no JWT header (spec §7: only when a token is in the query)', async () => {
    const { requests } = backend();
    renderScreen(`/html/report/${ID}?tenant=demo`, '/html/report/:id', <PublicHtmlReportScreen />);
    expect(await screen.findByTitle('Shared report')).toBeInTheDocument();
    const [call] = requestsTo(requests, 'GET', new RegExp(`/tenants/demo/api/v1/bms_reports/${ID}$`));
    expect(call?.headers.Authorization ?? call?.headers.authorization).toBeUndefined();
  });

  it('sends the link token as JWT {token}', async () => {
    const { requests } = backend();
    renderScreen(`/html/report/${ID}?tenant=demo&token=abc`, '/html/report/:id', <PublicHtmlReportScreen />);
    expect(await screen.findByTitle('Shared report')).toBeInTheDocument();
    const [call] = requestsTo(requests, 'GET', new RegExp(`/api/v1/bms_reports/${ID}$`));
    expect(call?.headers.Authorization ?? call?.headers.authorization).toBe('JWT abc');
  });
});

describe('Patrolling Report', () => {
  it('shows each round without a time when the groups carry no submitted_at (a spec backend)', async () => {
    fakeApi({
      'GET /api/v1/cam_groups/{id}/question_submissions': () => ({
        status: 200,
        body: {
          data: [
            { name: 'Night round', submissions: [{ name: 'Gate locked?', answer: { name: 'Yes' } }] },
            { name: 'Night round', submissions: [{ name: 'Gate locked?', answer: { name: 'No' } }] },
          ],
        },
      }),
    });
    renderScreen(`/patrolling-report/${ID}?tenant=demo`, '/patrolling-report/:id', <PatrollingReportScreen />);
    expect(await screen.findAllByRole('heading', { name: 'Night round' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(screen.queryByText(/\d\d-\d\d-\d{4} \d\d:\d\d [ap]m/)).not.toBeInTheDocument();
  });
});
