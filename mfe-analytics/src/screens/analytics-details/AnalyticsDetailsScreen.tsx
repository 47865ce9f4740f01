// /analytics_details/{link}/{condo} (spec part 3 §2.3, §4 "Analytics detail"): one card's rows for a range and a
// count. The immediate cards load at once; the others wait for a count and Submit. Range and count live in the URL.
import { describeError, PageHeader, useScreenPaths } from '@condo/shared';
import { Alert, Button, Flex, Select, Spin } from '@condo/shared/antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@condo/shared/icons';
import { DateRangePicker, weekAndMonthPresets } from '@condo/shared/ui';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type AnalyticsCard, cardListLink, cardOfLink, useCard, usePerDay } from '../../cards';
import { cardToXls, saveFile, xlsFileName, xlsRows } from '../../export/xls';
import { DetailCharts } from './DetailCharts';
import { COUNT_OPTIONS } from './detailsUrl';
import { ResultCards } from './ResultCards';
import { useDetailsState } from './useDetailsState';

export function AnalyticsDetailsScreen() {
  const { link, name: condo = '' } = useParams();
  const card = cardOfLink(link);
  const navigate = useNavigate();
  const back = `/condos/${encodeURIComponent(condo)}/analytics`;
  return (
    <>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(back)} style={{ marginBottom: 16 }}>
        Back
      </Button>
      <PageHeader title="Analytics Data" subtitle={card?.name} />
      {card ? (
        <CardDetails card={card} condo={condo} />
      ) : (
        <Alert type="error" showIcon title={`There is no analytics card "${link ?? ''}"`} />
      )}
    </>
  );
}

const DAY = 'DD-MMM-YY';

function CardDetails({ card, condo }: { card: AnalyticsCard; condo: string }) {
  const { range, count, setRange, setCount } = useDetailsState();
  const [chosenCount, setChosenCount] = useState<number | null>(count);
  // Results show for an immediate card at once, for the others once a count was submitted (and kept in the URL).
  const showing = card.immediate || count !== null;
  const request = useCard(card, range, card.immediate ? 0 : (count ?? 0), condo, showing);
  // The line per day follows once the figure is there (a range the API refuses asks no day).
  const perDay = usePerDay(card, range, condo, showing && request.data != null);
  const rangeText = `${dayjs(range.from).format(DAY)} to ${dayjs(range.to).format(DAY)}`;
  const listLink = cardListLink(card, condo, range, useScreenPaths());

  const submit = () => {
    if (chosenCount === null) return;
    setCount(chosenCount);
    // Submitting the same count again asks again.
    if (chosenCount === count) request.retry();
  };

  const exportXls = async () => {
    if (!request.data) return;
    saveFile(await cardToXls(xlsRows(card, range, request.data)), xlsFileName(card, range));
  };

  return (
    <>
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <DateRangePicker
          aria-label="Date range"
          value={[dayjs(range.from), dayjs(range.to)]}
          presets={weekAndMonthPresets}
          onChange={(next) => next && setRange({ from: next[0].toISOString(), to: next[1].toISOString() })}
        />
        {card.immediate ? null : (
          <>
            <Select<number>
              aria-label="Limit/Count"
              placeholder="Select Count"
              value={chosenCount ?? undefined}
              onChange={setChosenCount}
              options={COUNT_OPTIONS.map((option) => ({ value: option, label: String(option) }))}
              style={{ width: 160 }}
            />
            <Button type="primary" onClick={submit}>
              Submit
            </Button>
          </>
        )}
        <Button icon={<DownloadOutlined />} disabled={!showing || !request.data} onClick={exportXls}>
          Export XLS
        </Button>
      </Flex>
      {showing ? (
        <Spin spinning={request.loading} description="Loading">
          <div aria-busy={request.loading} aria-live="polite" style={{ minHeight: 120 }}>
            {request.error ? (
              <Alert
                type="error"
                showIcon
                title={`${card.name} could not be loaded`}
                description={describeError(request.error)}
                action={
                  <Button size="small" onClick={request.retry}>
                    Retry
                  </Button>
                }
              />
            ) : request.data ? (
              <Results
                charts={<DetailCharts card={card} result={request.data} perDay={perDay} />}
                results={<ResultCards card={card} result={request.data} rangeText={rangeText} listLink={listLink} />}
                figureFirst={request.data.kind === 'figure'}
              />
            ) : null}
          </div>
        </Spin>
      ) : null}
    </>
  );
}

/** A ranking's bars go above its rows; a bare figure comes first, its line per day under it. */
function Results({ charts, results, figureFirst }: { charts: ReactNode; results: ReactNode; figureFirst: boolean }) {
  return figureFirst ? (
    <>
      {results}
      {charts}
    </>
  ) : (
    <>
      {charts}
      {results}
    </>
  );
}
