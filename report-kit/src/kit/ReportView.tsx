/** @jsxRuntime automatic @jsxImportSource react */
// (The API draws this file too, outside the tsconfig that says so: the pragma keeps its JSX the same there.)
import { createContext, useContext } from 'react';
import { ChartSection } from './ChartSection';
import { calendarWeeks, WEEKDAYS } from './calendar';
import { rangeText } from './format';
import { type Cell, NO_DATA, REPORT_FOOTER, type ReportDocument, type ReportSection } from './model';
import { REPORT_CSS } from './styles';

/** A whole report: the cover (logo, condo, title, range), its sections in order, and the printed footer. */
export interface ReportViewProps {
  report: ReportDocument;
  /** Offered on action cells (e.g. an alert type's own report); without it they are plain text. */
  onAction?: ((action: string) => void) | undefined;
}

export function ReportView({ report, onAction }: ReportViewProps) {
  const { context } = report;
  const groups = groupCharts(report.sections);
  return (
    <ActionContext.Provider value={onAction}>
      <article className="report" aria-label={report.title}>
        <style>{REPORT_CSS}</style>
        <header className="report-cover">
          {context.logoUrl ? <img src={context.logoUrl} alt={`${context.condoName} logo`} /> : null}
          <div>
            <h2>{report.title}</h2>
            <p>{context.condoName}</p>
            <p>{rangeText(context.range)}</p>
          </div>
        </header>
        {groups.length ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a drawn report never reorders its parts
          groups.map((group, index) => <SectionGroup key={index} group={group} />)
        ) : (
          <Empty />
        )}
        <footer className="report-footer">{report.footer ?? REPORT_FOOTER}</footer>
      </article>
    </ActionContext.Provider>
  );
}

type Group = ReportSection | { kind: 'charts'; charts: Extract<ReportSection, { kind: 'donut' | 'line' }>[] };

/** A donut and its per-day line sit side by side: consecutive charts share a row. */
function groupCharts(sections: ReportSection[]): Group[] {
  const groups: Group[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (section.kind === 'donut' || section.kind === 'line') {
      if (last?.kind === 'charts') last.charts.push(section);
      else groups.push({ kind: 'charts', charts: [section] });
    } else groups.push(section);
  }
  return groups;
}

function SectionGroup({ group }: { group: Group }) {
  switch (group.kind) {
    case 'charts':
      return (
        <div className="report-charts">
          {group.charts.map((chart) => (
            <ChartSection key={chart.title} section={chart} />
          ))}
        </div>
      );
    case 'heading':
      return <h3 className="report-heading">{group.text}</h3>;
    case 'tiles':
      return (
        <section aria-label={group.title ?? 'Totals'}>
          {group.title ? <p className="report-subtitle">{group.title}</p> : null}
          <ul className="report-tiles">
            {group.tiles.map((tile) => (
              <li key={tile.label}>
                <span className="label">{tile.label}</span>
                <span className="value">{tile.value}</span>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'table':
      return <ReportTable section={group} />;
    case 'calendar':
      return <ReportCalendar section={group} />;
    case 'paragraph':
      return (
        <p className="report-paragraph">
          {group.runs.map((run, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a drawn report never reorders its text
            <span key={index} className={run.tone}>
              {run.text}
            </span>
          ))}
        </p>
      );
    case 'empty':
      return <Empty text={group.text} />;
    default:
      return null;
  }
}

function ReportTable({ section }: { section: Extract<ReportSection, { kind: 'table' }> }) {
  return (
    <>
      <table className="report-table">
        {section.title ? <caption>{section.title}</caption> : null}
        <thead>
          <tr>
            {section.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.length ? (
            section.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn report never reorders its rows
              <tr key={index}>
                {section.columns.map((column) => (
                  <td key={column.key}>
                    <CellView cell={row[column.key]} />
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={section.columns.length}>{NO_DATA}</td>
            </tr>
          )}
        </tbody>
      </table>
      {section.note ? <p className="report-note">{section.note}</p> : null}
    </>
  );
}

/** A month as a table: Sun..Sat column headers, one row per week, each day with its number and its count. */
function ReportCalendar({ section }: { section: Extract<ReportSection, { kind: 'calendar' }> }) {
  const label = section.countLabel ?? 'Present';
  return (
    <table className="report-table report-calendar">
      <caption>{section.title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(section.month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) =>
              day ? (
                <td key={day}>
                  <span className="day">{Number(day.slice(8))}</span>
                  <span className="count">
                    {label}: {section.counts[day] ?? 0}
                  </span>
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of a week never move
                <td key={index} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ActionContext = createContext<((action: string) => void) | undefined>(undefined);

function CellView({ cell }: { cell: Cell | undefined }) {
  const onAction = useContext(ActionContext);
  if (cell === undefined || cell === null || cell === '') return <>-</>;
  if (typeof cell === 'object' && 'action' in cell) {
    if (!onAction) return <>{cell.text}</>;
    return (
      <button type="button" className="report-action" onClick={() => onAction(cell.action)}>
        {cell.text}
      </button>
    );
  }
  if (typeof cell === 'object') {
    return (
      <a href={cell.href} target="_blank" rel="noreferrer">
        {cell.text}
      </a>
    );
  }
  return <>{cell}</>;
}

function Empty({ text = NO_DATA }: { text?: string }) {
  return <p className="report-empty">{text}</p>;
}
