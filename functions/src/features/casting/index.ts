/**
 * The casting feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The search's rules, for features that find
 * performers the same way: who is castable, the filters, the hiding rules and the fairness order.
 */
export {
  fairnessOrder,
  isCastable,
  isHidden,
  matcherOf,
  poolEntryOf,
  RECENT_BOOKING_DAYS,
  type CastingScope,
  type PoolEntry,
} from './casting-search';
