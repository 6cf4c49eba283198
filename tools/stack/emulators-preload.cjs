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
