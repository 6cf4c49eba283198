import type { RequestHandler } from 'express';

/**
 * Headers on every API answer, success or error: answers are data, never pages, so they may not be
 * framed, sniffed into another type, or given any browser feature; HTTPS is remembered for two
 * years. The pages' own headers (their Content-Security-Policy) are set by Hosting in firebase.json.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_SECURITY_HEADERS);
  next();
};
