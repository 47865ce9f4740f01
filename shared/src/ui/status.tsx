import { Badge, Tag } from '@condo/shared/antd';
import type { ReactNode } from 'react';

/** Spec part 1 §4 status colours, by the value's lowercase text. */
export const statusColors: Readonly<Record<string, string>> = {
  active: '#52c41a',
  true: '#52c41a',
  enabled: '#52c41a',
  allow: '#52c41a',
  inactive: '#fa541c',
  false: '#fa541c',
  disabled: '#fa541c',
  block: '#f5222d',
  allow_both: '#69b1ff',
  pending: '#faad14',
};

const neutral = '#bfbfbf';

export type StatusValue = string | boolean | null | undefined;

/** The §4 colour of a status value (case-insensitive); grey when the value is not in the palette. */
export function statusColor(value: StatusValue, colors: Readonly<Record<string, string>> = statusColors): string {
  if (value === null || value === undefined) return neutral;
  return colors[String(value).toLowerCase()] ?? neutral;
}

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
  const palette = colors ? { ...statusColors, ...colors } : statusColors;
  return <Badge color={statusColor(value, palette)} text={label ?? statusLabel(value)} />;
}

/** A coloured tag with the label: the status of detail cards. */
export function StatusTag({ value, label, colors }: StatusProps) {
  const palette = colors ? { ...statusColors, ...colors } : statusColors;
  return (
    <Tag color={statusColor(value, palette)} style={{ marginInlineEnd: 0 }}>
      {label ?? statusLabel(value)}
    </Tag>
  );
}
