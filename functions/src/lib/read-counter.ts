/**
 * Document reads per request: repositories count what Firestore bills them (every document a get
 * or query returns, and 1 for a query that returns none) and the count is answered as the
 * `X-Document-Reads` header, so `npm run bench:*` can print what a page costs. One counter per
 * request, carried through its async work by AsyncLocalStorage; outside a request nothing counts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

export const DOCUMENT_READS_HEADER = 'X-Document-Reads';

interface ReadCount {
  reads: number;
}

const storage = new AsyncLocalStorage<ReadCount>();

/** Counts reads billed for `documents` documents (a query that returns none is billed 1). */
export function countDocumentReads(documents: number, { query = false } = {}): void {
  const counter = storage.getStore();
  if (counter) counter.reads += query ? Math.max(documents, 1) : documents;
}

/** Runs `work` with a counter of its own (jobs, benches, tests): its result and the reads it cost. */
export async function withDocumentReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const counter: ReadCount = { reads: 0 };
  const result = await storage.run(counter, work);
  return { result, reads: counter.reads };
}

/** Express middleware: one counter per request, written as a header just before the head goes out. */
export function readCounter(_req: Request, res: Response, next: NextFunction): void {
  const counter: ReadCount = { reads: 0 };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(DOCUMENT_READS_HEADER, String(counter.reads));
    return writeHead(...args);
  }) as Response['writeHead'];
  storage.run(counter, next);
}
