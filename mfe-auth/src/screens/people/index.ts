export { emailColumn, lastLoginColumn, nameColumn, phoneColumn, statusColumn } from './columns';
export { DeleteRowButton, deleteColumn } from './DeleteRowButton';
export { digitsOnly, formatPhone, type PersonFields, PHONE_MAX_DIGITS, personFitsSearch, personName } from './format';
export { countryCodeOptions, statusOptions } from './formOptions';
