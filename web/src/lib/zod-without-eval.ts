/**
 * Zod compiles object schemas with `new Function` when it may, and probes whether it may when the
 * first object schema is built. The Content-Security-Policy forbids eval, and the browser reports
 * the (caught) probe as a violation. In jitless mode zod neither probes nor compiles. Zod reads its
 * settings from this global (shared by every copy of zod on the page), so setting it here, in the
 * entry, before any schema module loads, costs the first download nothing (zod loads with pages).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

export function makeZodJitless(scope: ZodGlobal = globalThis): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

makeZodJitless();
