// @ts-check
/**
 * For emulators-preload.test.ts: starts the Auth emulator's app (firebase-tools' own `createApp`) in
 * this process, counting the schemas ajv compiles, then sends it a few requests its schemas refuse
 * or accept. Prints one JSON line: compiles at start, compiles after the requests, each answer.
 */
const { dirname } = require('node:path');

const firebaseTools = dirname(require.resolve('firebase-tools/package.json'));
const exegesis = dirname(require.resolve('exegesis/package.json', { paths: [firebaseTools] }));
const Ajv = require(require.resolve('ajv', { paths: [exegesis] })).default;

let compiles = 0;
const compile = Ajv.prototype.compile;
Ajv.prototype.compile = function (...args) {
  compiles += 1;
  return compile.apply(this, args);
};

const REQUESTS = [
  ['accounts:signUp', [1, 2]],
  ['accounts:signInWithPassword', { email: { not: 'a string' } }],
  ['accounts:signUp', { email: 'probe@example.com', password: 'secret12' }],
];

async function main() {
  const { createApp } = require(`${firebaseTools}/lib/emulator/auth/server.js`);
  const app = await createApp('demo-probe');
  const atStart = compiles;
  const server = app.listen(0, '127.0.0.1');
  await new Promise((listening) => server.once('listening', listening));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const answers = [];
  for (const [method, body] of REQUESTS) {
    const response = await fetch(`http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/${method}?key=probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    answers.push({ status: response.status, error: answer.error?.message ?? null });
  }
  server.close();
  console.log(JSON.stringify({ atStart, afterRequests: compiles, answers }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
