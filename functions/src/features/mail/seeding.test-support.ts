/** What the benchmarks use of the mail feature beyond its public module: whether queued e-mail is still undelivered. */
import { findNewMailIds } from './outbox.repository';

/** True while some outbox entry has never been attempted (the worker has not delivered everything queued). */
export const hasUnattemptedMail = async (): Promise<boolean> => (await findNewMailIds(1)).length > 0;
