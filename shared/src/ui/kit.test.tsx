import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testTheme } from '../testing/theme';
import { ConsoleRoot } from './ConsoleRoot';
import { DateRangePicker } from './DateRangePicker';
import { describeError } from './errors';
import { JsonView } from './JsonView';
import { PageHeader } from './PageHeader';
import { StatusDot, StatusTag, statusColor, statusLabel } from './status';

function Broken(): never {
  throw new Error('kaboom');
}

const inConsole = (node: React.ReactNode) => render(<ConsoleRoot theme={testTheme}>{node}</ConsoleRoot>);

describe('status colours (spec part 1 §4)', () => {
  it.each([
    ['Active', '#52c41a'],
    [true, '#52c41a'],
    ['Enabled', '#52c41a'],
    ['allow', '#52c41a'],
    ['Inactive', '#f5222d'],
    [false, '#f5222d'],
    ['Disabled', '#fa541c'],
    ['block', '#f5222d'],
    ['allow_both', '#69b1ff'],
    ['something else', '#bfbfbf'],
  ])('%s is %s', (value, colour) => expect(statusColor(value)).toBe(colour));

  it('labels values the way people read them', () => {
    expect(statusLabel('allow_both')).toBe('Allow both');
    expect(statusLabel(false)).toBe('False');
    expect(statusLabel(undefined)).toBe('-');
  });

  it('draws a dot and a tag with the label', () => {
    inConsole(
      <>
        <StatusDot value="inactive" />
        <StatusTag value="pending" label="Pending" />
      </>,
    );
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows the title as the heading, the subtitle and the actions', () => {
    inConsole(
      <PageHeader
        title="Notifications"
        subtitle="Notifications of User here"
        extra={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Notifications of User here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('DateRangePicker', () => {
  it('offers Today, Yesterday and This Week and confirms with Search', async () => {
    inConsole(<DateRangePicker />);
    await userEvent.click(screen.getByPlaceholderText('From'));
    expect(await screen.findByText('Today')).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByText('This Week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('reports a shortcut as a From/To pair', async () => {
    const onChange = jest.fn();
    inConsole(<DateRangePicker onChange={onChange} />);
    await userEvent.click(screen.getByPlaceholderText('From'));
    await userEvent.click(await screen.findByText('Today'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [from, to] = onChange.mock.calls[0][0];
    expect(from.format('HH:mm')).toBe('00:00');
    expect(to.isSame(from, 'day')).toBe(true);
  });
});

describe('JsonView', () => {
  it('pretty-prints objects and JSON strings', () => {
    const { container, rerender } = render(<JsonView value={{ a: 1, b: [true] }} copyable={false} />);
    expect(container.querySelector('pre')?.textContent).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    rerender(<JsonView value='{"x":"y"}' copyable={false} />);
    expect(container.querySelector('pre')?.textContent).toBe('{\n  "x": "y"\n}');
  });
});

describe('ConsoleRoot', () => {
  it('keeps a crashing screen inside its error boundary', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    inConsole(<Broken />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('describeError', () => {
  it("prefers the server's message, then the first 422 field message, then the error's own", () => {
    expect(describeError({ response: { data: { message: 'Forbidden.!!!' } } })).toBe('Forbidden.!!!');
    expect(describeError({ response: { data: { message: 'x', data: ['Name is required'] } } })).toBe(
      'Name is required',
    );
    expect(describeError(new Error('Network Error'))).toBe('Network Error');
    expect(describeError(undefined)).toBe('Something is not right.!!');
  });
});
