import type { ReactNode } from 'react';

/** Out of sight, still read by screen readers: a column's name, a chip's state, a table's caption. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
