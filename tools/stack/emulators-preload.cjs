// @ts-check
/**
 * Loaded into the Firebase emulators' process before the CLI (`node --require`, tools/stack/stack.ts).
 * The Auth emulator builds its API from an OpenAPI document with exegesis, which by default compiles
 * every request and response schema with ajv at start: most of the emulators' start-up CPU, each
 * time a stack starts. This passes exegesis's documented `lazyCompileValidationSchemas` option, so
 * a schema is compiled when a request first needs it; requests are validated as before
 * (docs/decisions/auth-emulator-lazy-schemas.md).
 */
const { dirname } = require('node:path');

const firebaseTools = dirname(require.resolve('firebase-tools/package.json'));
/** @type {{ middleware: (openApiDoc: unknown, options?: Record<string, unknown>) => Promise<unknown> }} */
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [firebaseTools] }));
const compileAll = exegesisExpress.middleware;

exegesisExpress.middleware = (openApiDoc, options) =>
  compileAll(openApiDoc, { ...options, lazyCompileValidationSchemas: true });

/**
 * The CLI's debug lines (about ten for each request the emulators serve: the work queue, the worker
 * pool, the proxied call's request and answer) go through its winston logger to the debug log file,
 * which the stack removes when the emulators exit cleanly and nothing reads: about a tenth of the
 * emulators' CPU in the test stages. Dropped unless STACK_EMULATORS_DEBUG_LOG=1 (to read why the
 * emulators themselves misbehave); info, warnings and errors still reach the run's firebase.log.
 */
if (process.env.STACK_EMULATORS_DEBUG_LOG !== '1') {
  /** @type {{ logger: { debug: (...args: unknown[]) => unknown } }} */
  const { logger } = require(require.resolve('firebase-tools/lib/logger', { paths: [firebaseTools] }));
  logger.debug = () => logger;
}
