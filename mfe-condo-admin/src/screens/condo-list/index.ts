export { CondoList, condoListPage } from './CondoList';
export { condoDetailsPath } from './DetailsButton';
export { CONDO_ID_COOKIE, CONDO_ID_COOKIE_HOURS, rememberCondo } from './rememberCondo';
