import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directiveSources, pagesCspOf } from '../../web/scripts/content-security-policy';
import { cspHashOf, inlineScriptsOf, PAGE_LOADER_SCRIPT, pageLoaderTag } from '../../web/scripts/page-loader';
import { localHeaders, ROOT } from './firebase-config';

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: Parameters<typeof localHeaders>[0] };
};
const csp = pagesCspOf(firebaseJson);
const headerRules = firebaseJson.hosting.headers;
const pageHeaders = Object.fromEntries(
  headerRules
    .filter((rule) => rule.source === '!/{api,assets}/**')
    .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
);

describe("the pages' security headers (firebase.json)", () => {
  it("allow the prerendered pages' one inline script by its hash, and no other inline script", () => {
    const scripts = inlineScriptsOf(
      `<div id="root"></div>${pageLoaderTag(['/assets/react-dom-a.js', '/assets/index-b.js'], ['/assets/c.js'])}`,
    );
    expect(scripts).toEqual([PAGE_LOADER_SCRIPT]);
    expect(directiveSources(csp, 'script-src')).toContain(cspHashOf(PAGE_LOADER_SCRIPT));
    expect(directiveSources(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allow Stripe.js and its frames, Firebase Auth, and nothing from elsewhere', () => {
    expect(directiveSources(csp, 'default-src')).toEqual(["'self'"]);
    expect(directiveSources(csp, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(directiveSources(csp, 'frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directiveSources(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directiveSources(csp, 'img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directiveSources(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiveSources(csp, 'object-src')).toEqual(["'none'"]);
  });

  it("forbid sniffing, leaking paths, plain HTTP and powerful features but payment and the set screen's camera", () => {
    expect(pageHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
    });
    expect(pageHeaders['Permissions-Policy']).toContain('camera=(self)'); // the set screen scans check-in codes
    expect(pageHeaders['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")');
  });

  it('are served by the local stack too, with the Auth emulator and the Stripe stand-in in connect-src', () => {
    const local = pagesCspOf({ hosting: { headers: localHeaders(headerRules, { auth: 9099, stripe: 12111 }) } });
    expect(directiveSources(local, 'connect-src')).toEqual([
      ...directiveSources(csp, 'connect-src'),
      'http://127.0.0.1:9099',
      'http://127.0.0.1:12111',
    ]);
    expect(local.replace(/ http:\/\/127\.0\.0\.1:\d+/g, '')).toBe(csp);
  });
});
