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
 * The CLI's debug log file: about ten debug lines for each request the emulators serve (the work
 * queue, the worker pool, the proxied call's request and answer) and a copy of every info line,
 * through its winston logger to a file the stack removes when the emulators exit cleanly and nothing
 * reads: about a tenth of the emulators' CPU in the test stages. Not written, and debug lines
 * dropped, unless STACK_EMULATORS_DEBUG_LOG=1 (to read why the emulators themselves misbehave); info,
 * warnings and errors still reach the run's firebase.log through the CLI's console.
 */
if (process.env.STACK_EMULATORS_DEBUG_LOG !== '1') {
  /** @type {{ logger: { debug: (...args: unknown[]) => unknown }, useFileLogger: (path?: string) => string }} */
  const cliLogging = require(require.resolve('firebase-tools/lib/logger', { paths: [firebaseTools] }));
  cliLogging.logger.debug = () => cliLogging.logger;
  // The CLI asks for the file's name (to remove it at exit, when it exists); none is opened.
  cliLogging.useFileLogger = (path) => path ?? process.env.FIREBASE_DEBUG_PATH ?? 'firebase-debug.log';
}
