import { COUNTRY_CODES, STATUS } from '@condo/shared';
import { statusLabel } from '@condo/shared/ui';

export const statusOptions = STATUS.map((value) => ({ value, label: statusLabel(value) }));
export const countryCodeOptions = COUNTRY_CODES.map(({ value, label }) => ({ value, label }));
