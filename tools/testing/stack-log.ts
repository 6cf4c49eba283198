/**
 * The server's side of a failed test: the error lines and session refusals the stack's emulators
 * logged while the test ran (CI prints only the failure summary, not the stack's logs).
 */
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const LINES_KEPT = 6;
const LINE_CHARS = 300;
const WORTH_SHOWING = /"severity":"(ERROR|WARNING)"|"event":"sessions\.(refused|token_refused|check_failed)"/;

const logPath = () => (process.env.STACK_RUN_DIR ? join(process.env.STACK_RUN_DIR, 'firebase.log') : undefined);

/** Where the log ends now: the start of what a test about to run will add. */
export function stackLogMark(): number {
  const path = logPath();
  try {
    return path ? statSync(path).size : 0;
  } catch {
    return 0;
  }
}

/** The log's lines worth showing since `mark`, the last few, each cut short. */
export function stackLogSince(mark: number): string[] {
  const path = logPath();
  if (!path) return [];
  try {
    const length = statSync(path).size - mark;
    if (length <= 0) return [];
    const buffer = Buffer.alloc(length);
    const file = openSync(path, 'r');
    try {
      readSync(file, buffer, 0, length, mark);
    } finally {
      closeSync(file);
    }
    return buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => WORTH_SHOWING.test(line))
      .slice(-LINES_KEPT)
      .map((line) => `  ${stripVTControlCharacters(line).slice(0, LINE_CHARS)}`);
  } catch {
    return [];
  }
}
