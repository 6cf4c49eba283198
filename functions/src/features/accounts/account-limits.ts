/**
 * How often accounts may be tried, and how much mail they may ask for. Counted per client address
 * (see app.ts for which address that is), per phone, per account and per target e-mail address.
 */
import { HOUR_MS, MINUTE_MS, type Allowance, type ThrottleRule } from '../../http/throttle';

/** Failed logins for one phone from one address: a stranger locks out only themself. */
export const LOGIN_PER_PHONE_AND_IP: ThrottleRule = { name: 'login-tel-ip', limit: 5, windowMs: 15 * MINUTE_MS };
/** Failed logins for one phone from everywhere: only a distributed attack gets this far. */
export const LOGIN_PER_PHONE: ThrottleRule = { name: 'login-tel', limit: 100, windowMs: 15 * MINUTE_MS };
/**
 * Failed logins from one address across phones. Offices share an address, so this never refuses a
 * right password: past it, a wrong one answers 429 instead of 401.
 */
export const LOGIN_PER_IP: ThrottleRule = { name: 'login-ip', limit: 20, windowMs: 15 * MINUTE_MS };
/**
 * The ceiling for one address guessing across phones: past it, the address is refused every phone
 * that has not logged in from it lately (LOGGED_IN_FROM), right password or not.
 */
export const LOGIN_PER_IP_CEILING: ThrottleRule = { name: 'login-ip-ceiling', limit: 100, windowMs: HOUR_MS };
/** A phone that logged in from an address is known there for 30 days from its latest login. */
export const LOGGED_IN_FROM: ThrottleRule = { name: 'login-known', limit: 1, windowMs: 30 * 24 * HOUR_MS };

export const phoneAndAddress = (tel: string, ip: string) => `${tel} ${ip}`;

/** Refused before the password is checked: this phone here, this phone anywhere, and (for a phone new here) the address's ceiling. */
export const loginRefusals = (tel: string, ip: string, knownHere: boolean): Allowance[] => [
  [LOGIN_PER_PHONE_AND_IP, phoneAndAddress(tel, ip)],
  [LOGIN_PER_PHONE, tel],
  ...(knownHere ? [] : [[LOGIN_PER_IP_CEILING, ip] as const]),
];

/** What a failed login counts. */
export const loginFailureCounts = (tel: string, ip: string): Allowance[] => [
  [LOGIN_PER_PHONE_AND_IP, phoneAndAddress(tel, ip)],
  [LOGIN_PER_PHONE, tel],
  [LOGIN_PER_IP, ip],
  [LOGIN_PER_IP_CEILING, ip],
];

/** Verification e-mails sent again per account, and resend requests per address. */
export const RESEND_PER_ACCOUNT: ThrottleRule = { name: 'resend-account', limit: 3, windowMs: HOUR_MS };
export const RESEND_PER_IP: ThrottleRule = { name: 'resend-ip', limit: 20, windowMs: HOUR_MS };

/** Each registration e-mails the address it names: registrations per address, and per e-mail address. */
export const REGISTER_PER_IP: ThrottleRule = { name: 'register-ip', limit: 20, windowMs: HOUR_MS };
export const REGISTER_PER_EMAIL: ThrottleRule = { name: 'register-email', limit: 3, windowMs: 24 * HOUR_MS };
