// Read-write transactions with pessimistic locks, like Cloud Firestore: a read-write transaction
// locks every document it reads or writes until it commits or rolls back. Conflicts are settled by
// wound-wait: a younger transaction waits for an older holder; an older requester aborts (wounds)
// a younger holder, which the client SDK then retries. No deadlock is possible. A retried
// transaction keeps its age, so it is not starved. A non-transactional write never waits: it
// aborts the transactions holding its documents.
import { randomBytes } from 'node:crypto';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import { status } from '@grpc/grpc-js';
import { emulatorError, type FirestoreError } from './errors';
import type { FirestoreData, StoredDocument } from './tree';

// A transaction that does nothing for this long loses its locks (Cloud Firestore: 60 s idle,
// the official emulator releases locks after about 30 s).
const TRANSACTION_IDLE_MS = 30_000;
const FORGET_FINISHED_TRANSACTION_MS = 60_000;

interface Waiter {
  transaction: Transaction;
  entry: LockEntry;
  resolve: () => void;
  reject: (error: FirestoreError) => void;
}

interface LockEntry {
  holder: Transaction;
  queue: Waiter[];
}

export interface Transaction {
  id: string;
  bytes: Uint8Array;
  /** Lower is older; the older transaction wins a conflict. */
  age: number;
  readOnly: boolean;
  state: 'active' | 'aborted' | 'finished';
  abortReason: string;
  locks: Set<string>;
  /** Path -> document version when first read. */
  reads: Map<string, number>;
  waiting: Waiter | null;
  idleTimer: NodeJS.Timeout | null;
}

const idOf = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

export const abortedError = (transaction: Transaction): FirestoreError =>
  emulatorError(status.ABORTED, `Transaction aborted: ${transaction.abortReason || 'conflict'}`);

export class TransactionManager {
  private readonly transactions = new Map<string, Transaction>();
  private readonly locks = new Map<string, LockEntry>();
  private nextAge = 1;

  begin(options: TransactionOptions | null): Transaction {
    let age = this.nextAge;
    this.nextAge += 1;
    const retried = options?.has_read_write ? options.read_write.retry_transaction : null;
    if (retried && retried.length > 0) {
      const previous = this.transactions.get(idOf(retried));
      if (previous) age = previous.age;
    }
    const bytes = randomBytes(16);
    const transaction: Transaction = {
      id: bytes.toString('hex'),
      bytes: Uint8Array.from(bytes),
      age,
      readOnly: Boolean(options?.has_read_only),
      state: 'active',
      abortReason: '',
      locks: new Set(),
      reads: new Map(),
      waiting: null,
      idleTimer: null,
    };
    this.transactions.set(transaction.id, transaction);
    this.touch(transaction);
    return transaction;
  }

  lookup(bytes: Uint8Array): Transaction | undefined {
    return this.transactions.get(idOf(bytes));
  }

  /** The open transaction with these bytes; fails with ABORTED (retried by the SDK) otherwise. */
  active(bytes: Uint8Array): Transaction {
    const transaction = this.lookup(bytes);
    if (!transaction) {
      throw emulatorError(status.ABORTED, 'Transaction aborted: transaction has expired or is unknown');
    }
    if (transaction.state === 'aborted') throw abortedError(transaction);
    if (transaction.state !== 'active') throw emulatorError(status.INVALID_ARGUMENT, 'transaction is no longer active');
    this.touch(transaction);
    return transaction;
  }

  private touch(transaction: Transaction): void {
    if (transaction.idleTimer) clearTimeout(transaction.idleTimer);
    transaction.idleTimer = setTimeout(
      () => this.abort(transaction, 'transaction was idle too long'),
      TRANSACTION_IDLE_MS,
    );
    transaction.idleTimer.unref();
  }

  private lock(transaction: Transaction, path: string): Promise<void> {
    if (transaction.readOnly) return Promise.resolve();
    if (transaction.state !== 'active') return Promise.reject(abortedError(transaction));
    const entry = this.locks.get(path);
    if (!entry) {
      this.locks.set(path, { holder: transaction, queue: [] });
      transaction.locks.add(path);
      return Promise.resolve();
    }
    if (entry.holder === transaction) return Promise.resolve();
    const granted = new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { transaction, entry, resolve, reject };
      const at = entry.queue.findIndex((w) => w.transaction.age > transaction.age);
      entry.queue.splice(at === -1 ? entry.queue.length : at, 0, waiter);
      transaction.waiting = waiter;
    });
    if (transaction.age < entry.holder.age) this.abort(entry.holder, 'wounded by an older transaction');
    return granted;
  }

  async lockAll(transaction: Transaction, paths: readonly string[]): Promise<void> {
    for (const path of paths) await this.lock(transaction, path);
    if (transaction.state !== 'active') throw abortedError(transaction);
  }

  recordRead(transaction: Transaction, document: StoredDocument): void {
    if (transaction.readOnly) return;
    if (!transaction.reads.has(document.path)) transaction.reads.set(document.path, document.version());
  }

  private releaseLock(transaction: Transaction, path: string): void {
    const entry = this.locks.get(path);
    if (!entry || entry.holder !== transaction) return;
    const next = entry.queue.shift();
    if (!next) {
      this.locks.delete(path);
      return;
    }
    entry.holder = next.transaction;
    next.transaction.locks.add(path);
    next.transaction.waiting = null;
    next.resolve();
  }

  private end(transaction: Transaction, state: 'aborted' | 'finished', reason: string): void {
    if (transaction.state !== 'active') return;
    transaction.state = state;
    transaction.abortReason = reason;
    if (transaction.idleTimer) clearTimeout(transaction.idleTimer);
    const { waiting } = transaction;
    if (waiting) {
      waiting.entry.queue.splice(waiting.entry.queue.indexOf(waiting), 1);
      transaction.waiting = null;
      waiting.reject(abortedError(transaction));
    }
    for (const path of transaction.locks) this.releaseLock(transaction, path);
    transaction.locks.clear();
    setTimeout(() => this.transactions.delete(transaction.id), FORGET_FINISHED_TRANSACTION_MS).unref();
  }

  abort(transaction: Transaction, reason: string): void {
    this.end(transaction, 'aborted', reason);
  }

  finish(transaction: Transaction): void {
    this.end(transaction, 'finished', '');
  }

  /** Called before a non-transactional write to `paths` is applied. */
  woundHolders(paths: readonly string[]): void {
    for (const path of paths) {
      const entry = this.locks.get(path);
      if (entry) this.abort(entry.holder, 'a non-transactional write changed a document it locked');
    }
  }

  /** Fails if anything the transaction read changed since (defence in depth to the locks). */
  validateReads(data: FirestoreData, transaction: Transaction): void {
    for (const [path, version] of transaction.reads) {
      if (data.document(path).version() !== version) {
        this.abort(transaction, `${path} changed after it was read`);
        throw abortedError(transaction);
      }
    }
  }
}
