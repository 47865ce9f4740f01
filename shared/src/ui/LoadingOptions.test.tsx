import { Select } from '@condo/shared/antd';
import { render, screen } from '@testing-library/react';
import { whileLoading } from './LoadingOptions';

const picker = (loading: boolean) => (
  <Select open options={[]} loading={loading} notFoundContent={whileLoading(loading, 'roles')} aria-label="Role" />
);

test('an open Select says it is loading its options, and says there are none only once they are in', () => {
  const { rerender } = render(picker(true));
  expect(screen.getByRole('status', { name: 'Loading roles' })).toBeInTheDocument();
  expect(screen.queryByText('No data')).not.toBeInTheDocument();

  rerender(picker(false));
  expect(screen.queryByRole('status', { name: 'Loading roles' })).not.toBeInTheDocument();
  expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
});
