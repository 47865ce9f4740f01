export { forgetAlertGroups } from './alertGroups';
export {
  type AnalyticsCard,
  analyticsCards,
  type CardResult,
  type CardRow,
  type CardShape,
  cardOfLink,
  immediateCards,
} from './cards';
export { currentUtcMonth, currentUtcWeek } from './range';
export { useCard } from './useCard';
export { useHeaderRange } from './useHeaderRange';
