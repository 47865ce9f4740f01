import { Typography } from '@condo/shared/antd';
import type { CSSProperties } from 'react';

export interface JsonViewProps {
  value: unknown;
  /** Caps the height; the block scrolls beyond it. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Shows a copy button for the whole document. */
  copyable?: boolean;
}

/** Read-only, pretty-printed JSON (workflow content, condo configuration, …). */
export function JsonView({ value, maxHeight = 480, copyable = true }: JsonViewProps) {
  const text = toJsonText(value);
  return (
    <Typography.Paragraph
      copyable={copyable ? { text } : false}
      style={{ marginBottom: 0, display: 'flex', alignItems: 'flex-start', gap: 8 }}
    >
      <pre
        style={{
          margin: 0,
          flex: 1,
          maxHeight,
          overflow: 'auto',
          padding: 12,
          background: 'var(--ant-color-fill-tertiary)',
          borderRadius: 6,
          fontSize: 12,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {text}
      </pre>
    </Typography.Paragraph>
  );
}

function toJsonText(value: unknown): string {
  if (typeof value === 'string') {
    // Servers often send JSON documents as strings; show them pretty too.
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
