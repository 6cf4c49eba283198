/**
 * Local stand-in for the parts of the Stripe API the app calls. Development tooling only.
 * The payments feature fills in the endpoints; this file owns start and stop.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface StripeStandInOptions {
  port: number;
  /** Where signed webhook events are POSTed (the local api function's /api/stripe/webhook). */
  webhookUrl: string;
  webhookSecret: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startStripeStandIn(opts: StripeStandInOptions, handler?: Handler) {
  const server = createServer(
    handler ??
      ((req, res) => {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such route ${req.url}` } }));
      }),
  );
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
