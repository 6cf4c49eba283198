import { commissionDueOf, type PayArrivalView, type PayStubReading } from '@scenecall/shared';

/**
 * The document `payArrivals/{id}`: when the pay for one of a performer's work dates arrived (one per
 * performer and Toronto work date, whether the day was worked through the platform or not), the
 * gross on its stub as the performer confirmed it, and the stub's picture with what OCR read on it.
 */
export interface PayArrivalRecord {
  performerId: string;
  workDate: string;
  /** Null while only a stub picture was given and the performer has not confirmed a date yet. */
  payArrivedOn: string | null;
  /** Confirmed by the performer (typed, or OCR's reading accepted): the commission's basis. */
  stubGrossCents: number | null;
  /** The stub's picture (`performers/{uid}/pay-stubs/…`), private to the performer and Admins. */
  stubKey: string | null;
  /** What OCR read on the stub: a suggestion, never an amount until the performer confirms it. */
  reading: PayStubReading | null;
  createdAt: string;
  updatedAt: string;
}

export function toPayArrivalView(id: string, record: PayArrivalRecord): PayArrivalView {
  const due = commissionDueOf({ workDate: record.workDate, payArrivedOn: record.payArrivedOn });
  return {
    id,
    workDate: record.workDate,
    payArrivedOn: record.payArrivedOn,
    stubGrossCents: record.stubGrossCents,
    hasStub: Boolean(record.stubKey),
    reading: record.reading,
    dueOn: due.dueOn,
    dueBasis: due.basis,
  };
}
