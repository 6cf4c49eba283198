import { describe, expect, it } from 'vitest';

// firebase-tools reads an unset START_LOGGING_EMULATOR as truthy; the stack sets it (stack.ts,
// EMULATOR_SETTINGS), so the logging emulator, which keeps every log line of the run in memory for
// the Emulator UI, does not start.
describe("the emulators' logs", () => {
  it('have no logging emulator keeping them (the Emulator UI, its only reader, is off)', async () => {
    const hub = process.env.STACK_HUB_URL;
    if (!hub) throw new Error('STACK_HUB_URL is not set: run through a stack vitest config');
    const running = (await (await fetch(`${hub}/emulators`)).json()) as Record<string, unknown>;
    expect(Object.keys(running)).toEqual(expect.arrayContaining(['hosting', 'functions', 'auth']));
    expect(Object.keys(running)).not.toContain('logging');
  });
});
