import type { ReportContext } from '@condo/report-kit';
import { ALERT_TYPE_ACTION, alertTypeName, alertTypeSections, defineKind, loadAlertType } from '@condo/report-kit';
import { api, useRequest } from '@condo/shared';
import { Drawer } from '@condo/shared/antd';
import { useMemo } from 'react';
import { ExportButtons } from '../export/ExportButtons';
import { ReportPreview, useBuiltReport } from './ReportPreview';

/** Spec part 3 §9: drawer width 550. */
const DRAWER_WIDTH = 550;

export interface AlertTypeChoice {
  /** The alias the calls name (`visitor.overstay`). */
  key: string;
  /** What the report calls it (`Visitor Overstay`). */
  name: string;
}

/** The action's alert type (`alert-type:visitor.overstay\tVisitor Overstay`), or null for another action. */
export function alertTypeOfAction(action: string | null): AlertTypeChoice | null {
  if (!action?.startsWith(ALERT_TYPE_ACTION)) return null;
  const [key = '', name] = action.slice(ALERT_TYPE_ACTION.length).split('\t');
  return { key, name: name || alertTypeName({ key }) };
}

const alertTypeKind = defineKind({
  type: 'alert_type',
  label: 'Alert type',
  title: 'Alert Report',
  load: loadAlertType,
  build: alertTypeSections,
});

/**
 * Spec part 3 §2.2 "Alert report view per alert type (drawer version)": one type's alerts, newest last (perPage 100,
 * reversed), with their summary, opened from the type's name in the Alert By Types table.
 */
export function AlertTypeDrawer({
  type,
  context,
  onClose,
}: {
  type: AlertTypeChoice | null;
  context: ReportContext;
  onClose: () => void;
}) {
  const request = useRequest(
    async () => (type ? loadAlertType({ range: context.range, options: { subType: type.key }, api }) : undefined),
    [type?.key, context.range.from, context.range.to],
  );
  const kind = useMemo(() => (type ? { ...alertTypeKind, title: `${type.name} Alert Report` } : undefined), [type]);
  const built = useBuiltReport(kind, request.data, context);
  return (
    <Drawer
      title={type ? `Alerts: ${type.name}` : 'Alerts'}
      open={type !== null}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      extra={<ExportButtons report={!request.loading && 'report' in built ? built.report : undefined} />}
    >
      {type ? (
        // Focusable, so the keyboard can scroll a long report (the drawer body scrolls).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard's focus
        <section tabIndex={0} aria-label={`${type.name} alerts`}>
          <ReportPreview
            kind={kind}
            built={built}
            data={request.data}
            loading={request.loading}
            error={request.error}
            retry={request.retry}
          />
        </section>
      ) : null}
    </Drawer>
  );
}
