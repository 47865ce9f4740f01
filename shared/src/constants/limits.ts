// Business constants and limits of spec part 1 §9.

export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25] as const;
export const TABLE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** Default `per_page` of each list (the call's own default first where the screen asks for more). */
export const DEFAULT_PAGE_SIZES = {
  notificationsCall: 5,
  notificationsScreen: 50,
  users: 25,
  usersPicker: 50,
  outbox: 25,
  reports: 25,
  devices: 25,
  faceIdImages: 25,
  /** Spec part 2 §9: the Users and Bots tabs 50, Admin users 25. */
  usersAndBots: 50,
  adminUsers: 25,
} as const;

export const TRUNCATE = {
  subject: 30,
  email: 25,
  workflowArray: 55,
  workflowText: 60,
} as const;

export const DATE_FORMATS = {
  /** Exact time in tables and tooltips. */
  dateTime: 'DD-MM-YYYY HH:mm:ss',
  /** The header's date-range picker. */
  short: 'DD-MMM-YY HH:mm',
} as const;

/** Durations in milliseconds. */
export const TIMINGS = {
  searchDebounce: 1000,
  outboxSearchDebounce: 10_000,
  /** Spec part 2 §9: the call logs' search debounce. */
  callLogSearchDebounce: 10_000,
  refreshSpinner: 1500,
  outboxAutoRefresh: 20_000,
  refetchAfterSave: 1000,
  /** Spec part 2 §4, §9: the units list reloads 5 s after an import. */
  unitsReloadAfterImport: 5000,
  toast: 5000,
} as const;
