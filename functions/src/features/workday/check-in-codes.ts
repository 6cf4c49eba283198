/**
 * A booked performer's check-in code for one date of a day: `sc1.{dayId}.{performerId}.{date}.{mac}`,
 * the MAC an HMAC-SHA256 of the three with the server's CHECK_IN_SECRET. Only the server can make
 * one, and a code names its day, performer and date, so it is useless on another day or for
 * another person. Pure but for the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '@scenecall/shared';
import { config } from '../../config';

const VERSION = 'sc1';
/** 128 bits of the MAC are plenty for a code that is checked online and names what it is for. */
const MAC_BYTES = 16;

export interface CheckInClaim {
  dayId: string;
  performerId: string;
  date: string;
}

const macOf = ({ dayId, performerId, date }: CheckInClaim, secret: string) =>
  createHmac('sha256', secret).update(`${VERSION}|${dayId}|${performerId}|${date}`).digest().subarray(0, MAC_BYTES);

export function checkInCodeOf(claim: CheckInClaim, secret = config().checkInSecret): string {
  const mac = macOf(claim, secret).toString('base64url');
  return [VERSION, claim.dayId, claim.performerId, claim.date.replaceAll('-', ''), mac].join('.');
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** The claim a code makes when the server made it, else undefined (forged, altered or not a code). */
export function verifyCheckInCode(code: string, secret = config().checkInSecret): CheckInClaim | undefined {
  const [version, dayId, performerId, compactDate, mac, ...rest] = code.trim().split('.');
  if (version !== VERSION || rest.length > 0 || !dayId || !performerId || !compactDate || !mac) return undefined;
  const date = DATE.exec(compactDate);
  if (!date || !ID_PATTERN.test(dayId) || !ID_PATTERN.test(performerId)) return undefined;
  const claim = { dayId, performerId, date: `${date[1]}-${date[2]}-${date[3]}` };
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(claim, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : undefined;
}
