/** What the seeds use of the open-calls feature beyond its services: a call as stored, to submit to it. */
import { findCall, type StoredCall } from './open-calls.repository';

/** The call as its routes' policy loads it (what `submitToCall` takes). */
export const storedCall = (callId: string): Promise<StoredCall | undefined> => findCall(callId);
