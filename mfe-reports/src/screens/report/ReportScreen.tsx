import {
  type Choice,
  DETAIL_LEVELS,
  EMPLOYEE_TYPES,
  extendedTypes,
  PERIODICALS,
  REPORT_BASES,
  reportHtml,
} from '@condo/report-kit';
import { describeError, notify, PageHeader } from '@condo/shared';
import { Alert, Button, DatePicker, Flex, Radio, Select, TimePicker } from '@condo/shared/antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { hasRows } from '../../export/files';
import { exportFile } from '../../export/formats';
import { EditDataDrawer } from '../../report-kit/EditDataDrawer';
import { ReportPreview, useBuiltReport } from '../../report-kit/ReportPreview';
import { useReportContext } from '../../report-kit/useReportContext';
import { JobStatus } from './JobStatus';
import { PatrollingLinks } from './PatrollingLinks';
import { PrintOverlay } from './PrintOverlay';
import { RANGE_LIMIT_DAYS, useExtendedState } from './useExtendedState';
import { usePrintDownload } from './usePrintDownload';
import { useReportJob } from './useReportJob';

const typeOptions = extendedTypes.map((entry) => ({ value: entry.type, label: entry.label }));
type ViewType = 'download' | 'view';

/** Spec part 3 §9: chart delay 2000 ms. */
const CHART_DELAY_MS = 2000;

/**
 * Spec part 3 §2.1, the extended version: a type, its sub-type, a periodical and a date (or range) enable Preview;
 * after the preview, Download hands the report over as the type does it (print window, report job or file).
 */
export function ReportScreen() {
  const condo = useParams().id ?? '';
  const state = useExtendedState();
  const context = useReportContext(condo, state.range);
  const [editing, setEditing] = useState(false);
  const [viewType, setViewType] = useState<ViewType>('view');
  const [writing, setWriting] = useState(false);
  const print = usePrintDownload();
  const job = useReportJob();
  const previewRef = useRef<HTMLDivElement>(null);
  const loaded = state.shown && state.data !== undefined && !state.request.loading;
  const reportContext = useMemo(() => ({ ...context, options: state.options }), [context, state.options]);
  const built = useBuiltReport(state.kind, state.data, reportContext);
  const rows = loaded && 'report' in built ? hasRows(built.report) : false;

  const download = () => {
    if (state.entry?.download === 'print') print.start();
    if (state.entry?.download === 'file' && 'report' in built) {
      setWriting(true);
      exportFile(built.report, state.fileType)
        .catch((error: unknown) =>
          notify.error(`The ${state.fileType.toUpperCase()} could not be made: ${describeError(error)}`),
        )
        .finally(() => setWriting(false));
    }
    if (state.entry?.download === 'job' && 'report' in built) {
      const article = previewRef.current?.querySelector('article.report');
      if (article) job.start(reportHtml(article.outerHTML, built.report.title));
    }
  };
  // View type Download: the download starts by itself once the preview is there, after the charts have drawn
  // (spec part 3 §9: charts draw about 2 s after the data), so a report job's HTML carries them.
  const [autoStarted, setAutoStarted] = useState<unknown>(null);
  const downloadRef = useRef(download);
  downloadRef.current = download;
  useEffect(() => {
    if (viewType !== 'download' || !rows || autoStarted === state.data) return;
    const timer = setTimeout(() => {
      setAutoStarted(state.data);
      downloadRef.current();
    }, CHART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewType, rows, autoStarted, state.data]);

  return (
    <section aria-label="Download Reports">
      <PageHeader title="Download Reports" subtitle="Admin can download various type of reports here" />
      <Flex gap="small" wrap align="center" style={{ marginBottom: 8 }}>
        <Select
          aria-label="Report type"
          placeholder="Select report type"
          value={state.entry?.type}
          options={typeOptions}
          onChange={state.setType}
          style={{ minWidth: 200 }}
        />
        {state.entry?.subTypes ? (
          <Select
            aria-label="Report sub-type"
            placeholder="Select sub-type"
            value={state.subType}
            options={state.entry.subTypes.map((choice) => ({ value: choice.value, label: choice.label }))}
            onChange={state.setSubType}
            style={{ minWidth: 240 }}
          />
        ) : null}
        {state.subType === 'visitor_vehicles_3' ? (
          <TimePicker
            aria-label="Parked for at least (HH:mm)"
            format="HH:mm"
            showNow={false}
            value={dayjs()
              .startOf('day')
              .add(state.options.durationMinutes ?? 180, 'minute')}
            onChange={(value: Dayjs | null) => value && state.setDuration(value.hour() * 60 + value.minute())}
          />
        ) : null}
        {state.entry?.inputs?.attendance ? (
          <>
            <ChoiceSelect
              label="Employee type"
              choices={EMPLOYEE_TYPES}
              value={state.options.employeeType}
              onChange={(value) => state.setParam('etype', value)}
            />
            <ChoiceSelect
              label="Detail level"
              choices={DETAIL_LEVELS}
              value={state.options.detail}
              onChange={(value) => state.setParam('detail', value)}
            />
          </>
        ) : null}
        {state.entry?.inputs?.reportBase ? (
          <ChoiceSelect
            label="Report Based"
            choices={REPORT_BASES}
            value={state.options.reportBase}
            onChange={(value) => state.setParam('base', value)}
          />
        ) : null}
        {state.byMonth ? (
          <DatePicker
            picker="month"
            aria-label="Report month"
            allowClear={false}
            format="MMM-YYYY"
            value={dayjs(state.range.from)}
            onChange={(month: Dayjs | null) => month && state.setParam('month', month.format('YYYY-MM'))}
          />
        ) : null}
        {state.entry && !state.byMonth ? (
          <Select
            aria-label="Periodical"
            placeholder="Periodical"
            value={state.periodical}
            options={PERIODICALS.filter((periodical) => state.entry?.periodicals.includes(periodical.value))}
            onChange={state.setPeriodical}
            style={{ minWidth: 130 }}
          />
        ) : null}
        {state.periodical === 'daily' ? (
          <DatePicker
            aria-label="Report date"
            allowClear={false}
            format="DD-MM-YYYY"
            value={dayjs(state.range.from)}
            onChange={(day: Dayjs | null) =>
              day && state.setRange({ from: day.startOf('day').toISOString(), to: day.endOf('day').toISOString() })
            }
          />
        ) : state.periodical ? (
          <DatePicker.RangePicker
            aria-label="Report date range"
            allowClear={false}
            format="DD-MM-YYYY"
            value={[dayjs(state.range.from), dayjs(state.range.to)]}
            disabledDate={(day, info) =>
              Boolean(info.from && Math.abs(day.diff(info.from, 'day')) > RANGE_LIMIT_DAYS[state.periodical ?? 'month'])
            }
            onChange={(days) =>
              days?.[0] &&
              days[1] &&
              state.setRange({ from: days[0].startOf('day').toISOString(), to: days[1].endOf('day').toISOString() })
            }
          />
        ) : null}
        {state.entry?.download === 'file' ? (
          <Radio.Group
            aria-label="File type"
            value={state.fileType}
            onChange={(event) => state.setParam('file', event.target.value)}
            options={[
              { value: 'pdf', label: 'Pdf' },
              { value: 'xls', label: 'XLS' },
            ]}
          />
        ) : null}
        <Radio.Group
          aria-label="View type"
          value={viewType}
          onChange={(event) => setViewType(event.target.value)}
          options={[
            { value: 'download', label: 'Download' },
            { value: 'view', label: 'View' },
          ]}
        />
        {/* While the report's data is on its way, Preview waits: a second click would ask for it all again. */}
        <Button
          type="primary"
          onClick={state.preview}
          disabled={!state.ready}
          loading={state.shown && state.request.loading}
        >
          Preview
        </Button>
        <Button onClick={() => setEditing(true)} disabled={!loaded}>
          Edit
        </Button>
        {loaded ? (
          <Button
            onClick={download}
            loading={writing || job.state.phase === 'sending' || job.state.phase === 'waiting'}
            disabled={!rows}
            title={rows ? undefined : 'This report has no rows to download'}
          >
            Download
          </Button>
        ) : null}
      </Flex>
      {state.problem ? <Alert type="warning" showIcon title={state.problem} style={{ marginBottom: 8 }} /> : null}
      <JobStatus state={job.state} retry={download} revokeLink={job.revokeLink} />
      {state.shown ? (
        <div ref={previewRef}>
          <ReportPreview
            kind={state.kind}
            built={built}
            data={state.data}
            loading={state.request.loading}
            error={state.request.error}
            retry={state.request.retry}
          />
        </div>
      ) : (
        <p>
          Choose a report type{state.entry?.subTypes ? ', a sub-type' : ''}
          {state.byMonth ? ' and a month' : ', a periodical and a date'}, then Preview.
        </p>
      )}
      <PatrollingLinks />
      <EditDataDrawer open={editing} data={state.data} onApply={state.edit} onClose={() => setEditing(false)} />
      <PrintOverlay open={print.waiting} />
    </section>
  );
}

function ChoiceSelect(props: {
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      aria-label={props.label}
      value={props.value}
      options={props.choices.map((choice) => ({ value: choice.value, label: choice.label }))}
      onChange={props.onChange}
      style={{ minWidth: 190 }}
    />
  );
}
