// The detail page's results: a card per row with its name, secondary value and COUNT, or one card with the figure;
// the figure links to the list of its rows where the card declares one.
import { navigateTo } from '@condo/shared';
import { Card, Empty, Statistic, Typography } from '@condo/shared/antd';
import { VisuallyHidden } from '@condo/shared/ui';
import type { MouseEvent, ReactNode } from 'react';
import type { AnalyticsCard, CardResult, ListLink } from '../../cards';

const GRID_CSS = `
.analytics-results { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); list-style: none; padding: 0; }
@media (min-width: 750px) { .analytics-results { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1500px) { .analytics-results { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
`;

/** A plain link, followed in place (as the side menu does) unless the user asks for a new tab or window. */
function CountLink({ link, children }: { link: ListLink; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(link.href);
  };
  return (
    <a href={link.href} onClick={follow}>
      {children}
      <VisuallyHidden> {link.label}</VisuallyHidden>
    </a>
  );
}

function ResultCard({
  name,
  secondary,
  count,
  link,
}: {
  name: string;
  secondary: ReactNode;
  count: number;
  link?: ListLink | null;
}) {
  return (
    <Card size="small">
      <Typography.Text strong>{name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{secondary}</Typography.Text>
      <Statistic
        title="COUNT"
        value={count}
        valueRender={(value) => (link ? <CountLink link={link}>{value}</CountLink> : value)}
      />
    </Card>
  );
}

export function ResultCards({
  card,
  result,
  rangeText,
  listLink,
}: {
  card: AnalyticsCard;
  result: CardResult;
  rangeText: string;
  /** Where the figure's rows are listed, if anywhere. */
  listLink?: ListLink | null;
}) {
  if (result.kind === 'rows' && !result.rows.length) return <Empty description="No data for this range" />;
  return (
    <>
      <style>{GRID_CSS}</style>
      <ol className="analytics-results" aria-label={`${card.name} results`}>
        {result.kind === 'figure' ? (
          <li aria-label={card.name}>
            <ResultCard name={card.name} secondary={rangeText} count={result.value} link={listLink} />
          </li>
        ) : (
          result.rows.map((row, index) => (
            // Rows may repeat a name (two visitors called alike); their rank keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity in this answer.
            <li key={index} aria-label={row.name}>
              <ResultCard name={row.name} secondary={row.secondary} count={row.count} />
            </li>
          ))
        )}
      </ol>
    </>
  );
}
