/** How often the guardian's page may be answered from one address, and how often an Admin may resend a request. */
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';

export const GUARDIAN_ANSWERS_PER_IP: ThrottleRule = { name: 'guardian-answer-ip', limit: 30, windowMs: HOUR_MS };
export const GUARDIAN_RESENDS_PER_USER: ThrottleRule = { name: 'guardian-resend-user', limit: 5, windowMs: HOUR_MS };
