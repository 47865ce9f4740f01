export type {
  Aggregation,
  Condo,
  CondoListItem,
  Envelope,
  ErrorBody,
  LoginTokens,
  PasswordLoginTokens,
  PermissionMap,
  Profile,
  RefreshedTokens,
  Switch,
} from './types';
