import { Badge, Tag } from '@condo/shared/antd';
import type { ReactNode } from 'react';
import { STATUS_DOT_COLORS, statusDotColor } from '../constants/colors';

export type StatusValue = string | boolean | null | undefined;

/** The §4 colour of a status value (case-insensitive), from the one palette in constants/colors. */
export const statusColor = statusDotColor;

/** 'inactive' → 'Inactive', 'allow_both' → 'Allow both', true → 'True'. */
export function statusLabel(value: StatusValue): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = String(value).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface StatusProps {
  value: StatusValue;
  /** Shown instead of the value's own label. */
  label?: ReactNode;
  /** Extra or replacement colours by lowercase value, e.g. { running: 'green' }. */
  colors?: Readonly<Record<string, string>>;
}

/** A coloured dot followed by the label: the compact status of table cells. */
export function StatusDot({ value, label, colors }: StatusProps) {
  const palette = colors ? { ...STATUS_DOT_COLORS, ...colors } : STATUS_DOT_COLORS;
  return <Badge color={statusColor(value, palette)} text={label ?? statusLabel(value)} />;
}

StatusDot.exportText = ({ value, label }: StatusProps) => label ?? statusLabel(value);

/**
 * A tag with the status dot and its label: the status of detail cards. The colour is the dot's; the text stays
 * dark, since the palette's greens and reds as text on their tints fail WCAG AA contrast.
 */
export function StatusTag({ value, label, colors }: StatusProps) {
  const palette = colors ? { ...STATUS_DOT_COLORS, ...colors } : STATUS_DOT_COLORS;
  return (
    <Tag style={{ marginInlineEnd: 0 }}>
      <Badge color={statusColor(value, palette)} text={label ?? statusLabel(value)} />
    </Tag>
  );
}

StatusTag.exportText = StatusDot.exportText;
