export { forgetAlertGroups } from './alertGroups';
export {
  type AnalyticsCard,
  analyticsCards,
  type CardList,
  type CardResult,
  type CardRow,
  type CardShape,
  cardOfLink,
  immediateCards,
} from './cards';
export { cardListLink, type ListLink } from './listLink';
export { type DayCount, everyDayOf, type RangeDay, utcDaysOf } from './perDay';
export { currentUtcMonth, currentUtcWeek } from './range';
export { useCard } from './useCard';
export { useHeaderRange } from './useHeaderRange';
export { usePerDay } from './usePerDay';
