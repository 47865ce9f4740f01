// "Overall Details": the 22 cards of §9 in a grid of 1 column below 750 px, 2 from 750 px, 3 from 1500 px (§9).
import type { IsoDateRange } from '@condo/shared';
import { analyticsCards } from '../../cards';
import { detailsHref } from '../analytics-details/detailsUrl';
import { CardTile } from './CardTile';

const GRID_CSS = `
.analytics-grid { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 750px) { .analytics-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1500px) { .analytics-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
`;

export function OverallDetails({ condo, range }: { condo: string; range: IsoDateRange }) {
  return (
    <>
      <style>{GRID_CSS}</style>
      <div className="analytics-grid">
        {analyticsCards.map((card) => (
          <CardTile
            key={card.link}
            card={card}
            range={range}
            condo={condo}
            detailsHref={detailsHref(card, condo, { range })}
          />
        ))}
      </div>
    </>
  );
}
