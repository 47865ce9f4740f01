import { inlineKinds } from '@condo/report-kit';
import { PageHeader } from '@condo/shared';
import { Alert, Button, Flex, Select } from '@condo/shared/antd';
import { DateRangePicker, weekAndMonthPresets } from '@condo/shared/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ExportButtons } from '../../export/ExportButtons';
import { type AlertTypeChoice, AlertTypeDrawer, alertTypeOfAction } from '../../report-kit/AlertTypeDrawer';
import { EditDataDrawer } from '../../report-kit/EditDataDrawer';
import { ReportPreview, useBuiltReport } from '../../report-kit/ReportPreview';
import { useReportContext } from '../../report-kit/useReportContext';
import { useReportState } from '../../report-kit/useReportState';

const typeOptions = inlineKinds.map((kind) => ({ value: kind.type, label: kind.label }));

/**
 * Spec part 3 §2.1, the inline-preview version: pick a type and a range, Preview draws the report below,
 * Full Screen opens it without the side menu, Edit changes its data as JSON and draws it again.
 */
export function ReportsDownloadScreen() {
  const condo = useParams().id ?? '';
  const navigate = useNavigate();
  const state = useReportState();
  const context = useReportContext(condo, state.range);
  const [editing, setEditing] = useState(false);
  const [alertType, setAlertType] = useState<AlertTypeChoice | null>(null);
  const ready = state.shown && state.data !== undefined && !state.request.loading;
  const built = useBuiltReport(state.kind, state.data, context);

  const fullScreen = () => {
    const search = new URLSearchParams(state.search);
    search.set('preview', '1');
    navigate(`/condos/${encodeURIComponent(condo)}/download?${search}`, {
      state: { type: state.type, range: state.range, data: ready ? state.data : undefined },
    });
  };

  return (
    <section aria-label="Download Reports">
      <PageHeader
        title="Download Reports"
        subtitle="Admin can download various type of reports (LNPR, VMS, ALERTS) here"
      />
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <Select
          aria-label="Report type"
          value={state.type}
          options={typeOptions}
          onChange={state.setType}
          style={{ minWidth: 220 }}
        />
        <DateRangePicker
          aria-label="Report date range"
          value={[dayjs(state.range.from), dayjs(state.range.to)]}
          presets={weekAndMonthPresets}
          // Spec part 3 §5: no end further than the type's limit from the chosen start.
          disabledDate={(current, info) =>
            info?.from ? Math.abs(current.diff(info.from, 'day')) > state.maxRangeDays : false
          }
          onChange={(value) => value && state.setRange({ from: value[0].toISOString(), to: value[1].toISOString() })}
        />
        {/* While the report's data is on its way, Preview waits: a second click would ask for it all again. */}
        <Button
          type="primary"
          onClick={state.preview}
          disabled={!state.kind || Boolean(state.problem)}
          loading={state.shown && Boolean(state.kind) && !state.problem && state.request.loading}
        >
          Preview
        </Button>
        <Button onClick={fullScreen} disabled={!state.kind || Boolean(state.problem)}>
          Full Screen
        </Button>
        <Button onClick={() => setEditing(true)} disabled={!ready}>
          Edit
        </Button>
        <ExportButtons report={ready && 'report' in built ? built.report : undefined} />
      </Flex>
      {state.problem ? (
        <Alert type="warning" showIcon role="alert" title={state.problem} style={{ marginBottom: 16 }} />
      ) : null}
      {state.problem ? null : state.shown ? (
        <ReportPreview
          kind={state.kind}
          data={state.data}
          built={built}
          loading={state.request.loading}
          error={state.request.error}
          retry={state.request.retry}
          onAction={(action) => setAlertType(alertTypeOfAction(action))}
        />
      ) : (
        <p>Choose a report type and a date range, then Preview.</p>
      )}
      <AlertTypeDrawer type={alertType} context={context} onClose={() => setAlertType(null)} />
      <EditDataDrawer open={editing} data={state.data} onApply={state.edit} onClose={() => setEditing(false)} />
    </section>
  );
}
