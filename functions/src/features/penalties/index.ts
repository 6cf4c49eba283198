/**
 * The penalties feature's public module (see CONTRIBUTING.md 'Feature boundaries'): one record per
 * penalty case (`penalties/{id}`), its views and the Admin's decisions, and the writes other
 * features make inside their own transactions (the booking loop, a payment's paid transition).
 */
export {
  holdPenaltiesForPayment,
  penaltyLinesFor,
  prepareBookingPenalties,
  prepareBookingPenaltyWaiver,
  prepareRecordedBookingPenalty,
  preparePaidPayment,
  prepareReleasedHolds,
  prepareLatePenaltyRemoval,
  type BookingPenaltyCase,
  type PaidPayment,
} from './penalty-plans';
export {
  detachPenaltiesFromPerformer,
  everyPenalty,
  findPenalties,
  penaltiesOf,
  penaltyTotalsOf,
  queueRemovedNotice,
  releaseHeldPaymentsWith,
  toPenaltyView,
} from './penalties.service';
export { penaltyNoticeTemplate } from './penalty-notice.mail';
