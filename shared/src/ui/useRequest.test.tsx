import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { bus } from '../bus';
import { RequestStatus } from './RequestStatus';
import { useRequest } from './useRequest';

/** What the client rejects with when no answer came (an AxiosError without a response). */
const outage = (message = 'Network Error') =>
  Object.assign(new Error(message), { isAxiosError: true, code: 'ERR_NETWORK' });

function Profile({ load }: { load: () => Promise<string> }) {
  const request = useRequest(load, []);
  return (
    <RequestStatus request={request} loadingLabel="Loading profile" errorTitle="The profile could not be loaded">
      <p>{request.data}</p>
      <button type="button" onClick={request.retry}>
        Reload
      </button>
    </RequestStatus>
  );
}

beforeEach(() => bus.apiReachable$.next(true));

test('during an outage a screen keeps what it showed, and loads again by itself when the API is back', async () => {
  const answers: (() => Promise<string>)[] = [
    () => Promise.resolve('Ops Manager'),
    () => Promise.reject(outage()),
    () => Promise.resolve('Ops Lead'),
  ];
  const load = jest.fn(() => (answers.shift() as () => Promise<string>)());
  render(<Profile load={load} />);
  expect(await screen.findByText('Ops Manager')).toBeInTheDocument();

  act(() => bus.apiReachable$.next(false));
  await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
  expect(screen.getByText('Ops Manager')).toBeInTheDocument();
  expect(screen.queryByText('The profile could not be loaded')).not.toBeInTheDocument();

  act(() => bus.apiReachable$.next(true));
  expect(await screen.findByText('Ops Lead')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

test('an outage before anything loaded says the server cannot be reached, never a socket error', async () => {
  render(<Profile load={() => Promise.reject(outage('connect ECONNREFUSED 127.0.0.1:4000'))} />);
  expect(await screen.findByText('The profile could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Cannot reach the server.')).toBeInTheDocument();
  expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
});

/** Logs what each drawn render showed (before the browser paints it): the id, whether it said loading, its answer. */
function Named({ id, load, log }: { id: number; load: (id: number) => Promise<string>; log: string[] }) {
  const request = useRequest(() => load(id), [id]);
  const shown = `${id} ${request.loading ? 'loading' : 'shown'} ${request.data ?? '-'}`;
  useLayoutEffect(() => {
    log.push(shown);
  });
  return (
    <button type="button" onClick={request.retry} disabled={request.loading}>
      Reload
    </button>
  );
}

test('a new request says loading in the render that asks it: the old answer is never drawn as the new one', async () => {
  const load = (id: number) => Promise.resolve(`answer ${id}`);
  const log: string[] = [];
  const { rerender } = render(<Named id={1} load={load} log={log} />);
  await act(async () => {});
  expect(log.at(-1)).toBe('1 shown answer 1');

  log.length = 0;
  rerender(<Named id={2} load={load} log={log} />);
  await act(async () => {});
  expect(log).not.toContain('2 shown answer 1');
  expect(log.at(-1)).toBe('2 shown answer 2');
});

test('Retry says loading at once, so a button that waits on it takes no second click', async () => {
  let answered = 0;
  const load = jest.fn(() => Promise.resolve(`answer ${++answered}`));
  const log: string[] = [];
  render(<Named id={1} load={load} log={log} />);
  await act(async () => {});
  log.length = 0;
  act(() => screen.getByRole('button', { name: 'Reload' }).click());
  expect(log[0]).toBe('1 loading answer 1'); // the render the click drew
  expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(2);
  expect(log.at(-1)).toBe('1 shown answer 2');
});
