import { Spin } from '@condo/shared/antd';

/**
 * A Select's `notFoundContent` while its options load: a named spinner instead of antd's empty 'No data', which a
 * user opening the list early would take for "there are none" (seen on a slow link, e2e/tests/faults). Undefined once
 * loaded, so antd's empty state shows when the list really is empty.
 */
export function whileLoading(loading: boolean, noun: string) {
  return loading ? (
    <div role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
      <Spin size="small" />
    </div>
  ) : undefined;
}
