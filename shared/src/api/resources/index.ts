import { auth } from './auth';
import { condos } from './condos';
import { users } from './users';

/** Every resource of the contract, declared once; screens call these, never axios. */
export const api = {
  auth,
  condos,
  users,
};

export type { CondoListQuery } from './condos';
