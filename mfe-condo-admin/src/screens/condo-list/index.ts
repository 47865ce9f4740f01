export { CondoListScreen } from './CondoListScreen';
export { condoDetailsPath } from './DetailsButton';
export { condoListPage } from './list';
export { CONDO_ID_COOKIE, CONDO_ID_COOKIE_HOURS, rememberCondo } from './rememberCondo';
