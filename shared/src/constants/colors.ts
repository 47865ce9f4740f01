// Colours of spec part 1 §4. Where the spec names a colour without a shade, antd's palette is used.

export const COLORS = {
  green: '#52c41a',
  red: '#f5222d',
  redOrange: '#fa541c',
  lightBlue: '#69b1ff',
  blue: '#1677ff',
  gold: '#faad14',
  grey: '#bfbfbf',
  /** Spec part 2 §2: an alert user's status other than active or inactive. */
  olive: '#808000',
} as const;

/**
 * The console's one status palette (spec part 1 §4), by the value's lowercase text: Active, true, Enabled, allow
 * green; Inactive, false, block red; Disabled red-orange; allow_both light blue. `pending` (gold) is the console's.
 */
export const STATUS_DOT_COLORS: Readonly<Record<string, string>> = {
  active: COLORS.green,
  true: COLORS.green,
  enabled: COLORS.green,
  allow: COLORS.green,
  inactive: COLORS.red,
  false: COLORS.red,
  disabled: COLORS.redOrange,
  block: COLORS.red,
  allow_both: COLORS.lightBlue,
  pending: COLORS.gold,
};

/** The dot colour of a status value (case-insensitive), from `palette`; grey when it has none. */
export function statusDotColor(
  value: string | boolean | null | undefined,
  palette: Readonly<Record<string, string>> = STATUS_DOT_COLORS,
): string {
  if (value === null || value === undefined) return COLORS.grey;
  return palette[String(value).toLowerCase()] ?? COLORS.grey;
}

/** Device-run status tags: created blue, running green, failed red, anything else 'No Match'. */
export const RUN_STATUS_TAGS = {
  created: { color: 'blue', text: 'created' },
  running: { color: 'green', text: 'running' },
  failed: { color: 'red', text: 'failed' },
} as const;

export function runStatusTag(status: string | null | undefined): { color: string; text: string } {
  const tag = status ? RUN_STATUS_TAGS[status as keyof typeof RUN_STATUS_TAGS] : undefined;
  return tag ?? { color: 'default', text: 'No Match' };
}

/**
 * Tag colours (antd preset names) of message delivery statuses. The spec says they are coloured but not
 * which colour; chosen here: delivered/read green, failed/undelivered red, in-progress blue, received cyan.
 */
export const MESSAGE_STATUS_COLORS: Readonly<Record<string, string>> = {
  accepted: 'blue',
  queued: 'blue',
  sending: 'processing',
  sent: 'green',
  delivered: 'green',
  read: 'green',
  success: 'green',
  failed: 'red',
  undelivered: 'red',
  received: 'cyan',
  answered: 'green',
  forwarded: 'cyan',
  receiving: 'cyan',
  unknown: 'default',
};

export function messageStatusColor(status: string | null | undefined): string {
  return (status && MESSAGE_STATUS_COLORS[status.toLowerCase()]) || 'default';
}

/**
 * Chip colours for people's names (user reports' Users column): antd presets whose text on their own tint keeps
 * WCAG AA contrast (green, cyan, gold and volcano do not). A person keeps one colour everywhere (by id).
 */
export const PERSON_CHIP_COLORS = ['blue', 'geekblue', 'purple', 'magenta'] as const;

export function personChipColor(id: number): string {
  return PERSON_CHIP_COLORS[Math.abs(id) % PERSON_CHIP_COLORS.length] as string;
}

/** The same presets for any chip keyed by an id (an admin user's condos): one colour per id, AA contrast kept. */
export const chipColor = personChipColor;
