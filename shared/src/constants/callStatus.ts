// Call logs (spec part 2 §4): how a call's status and gate_open read as Status / Resident status, their badge
// colours, and the reverse mapping the list's filters send. One table both ways; the reports area reads it too.
import { CONTRACT_ENUMS } from '../contract/enums';
import { COLORS } from './colors';

export const CALL_STATUS_VALUES = CONTRACT_ENUMS.CallLog.status;
export type CallStatusValue = (typeof CALL_STATUS_VALUES)[number];
export const GATE_OPEN_VALUES = CONTRACT_ENUMS.CallLog.gate_open;
export type GateOpenValue = (typeof GATE_OPEN_VALUES)[number];

/** Spec §4: Call status values. */
export const CALL_STATUS_LABELS = ['Declined', 'Forwarded', 'Answered', 'Busy'] as const;
export type CallStatusLabel = (typeof CALL_STATUS_LABELS)[number];
/** Spec §4: Call detail status (the Resident status column). */
export const RESIDENT_STATUS_LABELS = ['Accepted', 'Denied'] as const;
export type ResidentStatusLabel = (typeof RESIDENT_STATUS_LABELS)[number];

export const CALL_TYPE_LABELS: Readonly<Record<string, string>> = { ivr: 'IVR', video_call: 'Video call' };

export interface CallDisplay {
  status: CallStatusLabel;
  residentStatus: ResidentStatusLabel;
}

/** Spec §4 "Call status shown": (status, gate_open) → Status / Resident status. */
export function callDisplay(status: string, gateOpen: string | null | undefined): CallDisplay {
  switch (status) {
    case 'busy':
      return gateOpen === 'accepted'
        ? { status: 'Answered', residentStatus: 'Accepted' }
        : { status: 'Forwarded', residentStatus: 'Denied' };
    case 'canceled':
    case 'declined':
      return { status: 'Declined', residentStatus: 'Denied' };
    case 'forwarded':
      return { status: 'Forwarded', residentStatus: 'Denied' };
    case 'failed':
      return gateOpen === 'declined' || gateOpen === 'requested'
        ? { status: 'Declined', residentStatus: 'Denied' }
        : { status: 'Forwarded', residentStatus: 'Denied' };
    case 'answered':
    case 'success':
      return { status: 'Answered', residentStatus: gateOpen === 'accepted' ? 'Accepted' : 'Denied' };
    default:
      return { status: 'Busy', residentStatus: 'Denied' };
  }
}

export interface CallFilterQuery {
  status: CallStatusValue[];
  gate_open: GateOpenValue[];
}

/** Spec §4 "Call log filter reverse mapping": a chosen label → the status[] and gate_open[] values it sends. */
export const CALL_FILTER_MAPPING: Readonly<Record<CallStatusLabel | ResidentStatusLabel, CallFilterQuery>> = {
  Answered: { status: ['answered', 'success'], gate_open: [] },
  Forwarded: { status: ['busy', 'forwarded', 'failed'], gate_open: ['requested'] },
  Busy: { status: ['created'], gate_open: [] },
  Declined: { status: ['canceled', 'failed'], gate_open: ['declined', 'requested'] },
  Accepted: { status: ['busy'], gate_open: ['accepted'] },
  Denied: { status: ['success'], gate_open: ['declined'] },
};

/** The union of the chosen labels' values, each value once, in the table's order. */
export function callFilterQuery(labels: readonly string[]): CallFilterQuery {
  const status = new Set<CallStatusValue>();
  const gateOpen = new Set<GateOpenValue>();
  for (const label of labels) {
    const mapping = CALL_FILTER_MAPPING[label as CallStatusLabel];
    if (!mapping) continue;
    for (const value of mapping.status) status.add(value);
    for (const value of mapping.gate_open) gateOpen.add(value);
  }
  return {
    status: CALL_STATUS_VALUES.filter((value) => status.has(value)),
    gate_open: GATE_OPEN_VALUES.filter((value) => gateOpen.has(value)),
  };
}

/** Spec §4 badge colours: Accepted and Answered olive, Forwarded light blue, Declined and Denied red, others grey. */
export const CALL_BADGE_COLORS: Readonly<Record<string, string>> = {
  answered: COLORS.olive,
  accepted: COLORS.olive,
  forwarded: COLORS.lightBlue,
  declined: COLORS.red,
  denied: COLORS.red,
};

export function callBadgeColor(label: string): string {
  return CALL_BADGE_COLORS[label.toLowerCase()] ?? COLORS.grey;
}
