import { createServer } from 'node:net';

/** The ports `npm start` uses (also written in firebase.json). */
export const FIXED_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  mailSmtp: 1025,
  mailWeb: 1080,
  stripe: 12111,
  sms: 12112,
} as const;
export type StackPorts = { [K in keyof typeof FIXED_PORTS]: number };

/** One free port on 127.0.0.1. */
export function onePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Free ports for every service, so several test runs can share one machine. */
export async function freePorts(): Promise<StackPorts> {
  const entries = await Promise.all(Object.keys(FIXED_PORTS).map(async (name) => [name, await onePort()] as const));
  return Object.fromEntries(entries) as StackPorts;
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
