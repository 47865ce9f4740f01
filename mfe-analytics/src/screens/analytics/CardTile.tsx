// One card of the Overall Details grid: its headline figure for the range (the top row, or the bare figure), a
// skeleton while it loads, its own error with Retry, and a link to its detail page.

import type { IsoDateRange } from '@condo/shared';
import { describeError } from '@condo/shared';
import { Alert, Button, Card, Skeleton, Statistic, Typography } from '@condo/shared/antd';
import { VisuallyHidden } from '@condo/shared/ui';
import { Link } from 'react-router-dom';
import { type AnalyticsCard, useCard } from '../../cards';

export interface CardTileProps {
  card: AnalyticsCard;
  range: IsoDateRange;
  condo: string;
  /** Where "View details" goes: the card's detail page with the range. */
  detailsHref: string;
}

/** The overview asks each card for its first row only. */
const HEADLINE_LIMIT = 1;

export function CardTile({ card, range, condo, detailsHref }: CardTileProps) {
  const request = useCard(card, range, HEADLINE_LIMIT, condo);
  const titleId = `card-${card.link}`;
  return (
    <Card
      size="small"
      title={<span id={titleId}>{card.name}</span>}
      extra={
        <Link to={detailsHref}>
          Details<VisuallyHidden> of {card.name}</VisuallyHidden>
        </Link>
      }
      aria-labelledby={titleId}
      role="region"
      className="analytics-card"
    >
      <Headline request={request} name={card.name} />
    </Card>
  );
}

function Headline({ request, name }: { request: ReturnType<typeof useCard>; name: string }) {
  if (request.loading) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${name}`}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (request.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${name} could not be loaded`}
        description={describeError(request.error)}
        action={
          <Button size="small" onClick={request.retry}>
            Retry
          </Button>
        }
      />
    );
  }
  const result = request.data;
  if (!result) return null;
  if (result.kind === 'figure') return <Statistic title="COUNT" value={result.value} />;
  const [top] = result.rows;
  if (!top) return <Typography.Text type="secondary">No data for this range</Typography.Text>;
  return (
    <div className="analytics-headline">
      <Statistic title="COUNT" value={top.count} />
      <Typography.Text strong>{top.name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{top.secondary}</Typography.Text>
    </div>
  );
}
