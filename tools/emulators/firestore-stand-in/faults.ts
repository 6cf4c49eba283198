// A fault mode for the stand-in, in test stacks only (issue 41): every call, or every call whose
// request mentions `match` (a test's own uid or document id, so other tests go on), either stalls
// until released or fails with UNAVAILABLE, as a datastore brown-out would.
import { status } from '@grpc/grpc-js';
import { emulatorError } from './errors';

export type FaultMode = 'none' | 'stall' | 'fail';

export interface FaultSetting {
  mode: FaultMode;
  /** Only calls whose request (as JSON) contains this text; every call when absent. */
  match?: string;
}

export class FaultSwitch {
  #setting: FaultSetting = { mode: 'none' };
  #stalled: (() => void)[] = [];

  get setting(): FaultSetting {
    return this.#setting;
  }

  /** How many calls are held by a stall right now. */
  get held(): number {
    return this.#stalled.length;
  }

  /** Sets the mode; leaving `stall` lets every held call go on. */
  set(setting: FaultSetting): void {
    this.#setting = setting;
    if (setting.mode !== 'stall') this.release();
  }

  /** Resolves when the call may go on: at once, after release (stall), or never (fail: throws). */
  async admit(request: unknown): Promise<void> {
    const { mode, match } = this.#setting;
    if (mode === 'none' || (match !== undefined && !mentions(request, match))) return;
    if (mode === 'fail') throw emulatorError(status.UNAVAILABLE, 'The stand-in is failing every call (fault mode).');
    await new Promise<void>((resolve) => this.#stalled.push(resolve));
  }

  private release(): void {
    const held = this.#stalled;
    this.#stalled = [];
    for (const resume of held) resume();
  }
}

function mentions(request: unknown, text: string): boolean {
  try {
    return JSON.stringify(request).includes(text);
  } catch {
    return true;
  }
}
