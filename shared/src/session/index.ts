export { condoDetailsKey, getCondoDetails, storeCondoDetails } from './condo';
export type { SessionTokens } from './cookies';
export {
  getEmail,
  getRefreshToken,
  getToken,
  isSignedIn,
  SESSION_COOKIES,
  setSession,
} from './cookies';
export { logout, notifyAcrossReload, takeCarriedToasts } from './logout';
export type { TokenCheck } from './token';
export {
  checkToken,
  TOKEN_CLAIMS,
  TOKEN_EXPIRED,
  TOKEN_REFRESH_MARGIN_MS,
  tokenExpiresAt,
  tokenNeedsRefresh,
} from './token';
export { loadPublicKey, verifyToken } from './verify';
