/** Starts the local SMS stand-in (Twilio's Messages API, its webhooks, and a page of every text). */
import { createServer } from 'node:http';
import { createSmsHandler, type SmsStandInOptions } from './handler';

export async function startSms(opts: SmsStandInOptions & { port: number }) {
  const handle = createSmsHandler(opts);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
