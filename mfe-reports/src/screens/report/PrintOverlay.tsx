import { Spin } from '@condo/shared/antd';

/** Spec part 3 §4: the car-park reports wait 3 s behind an overlay while the print window opens after 2 s. */
export function PrintOverlay({ open }: { open: boolean }) {
  return <Spin fullscreen spinning={open} description="Preparing the report for printing…" />;
}
