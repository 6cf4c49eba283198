import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../testing/api';
import { stackEnv } from '../testing/stack-env';

/** The emulators' log of this stack's run (Hosting's access log and the emulators' own lines). */
function firebaseLog(): string {
  const runDir = process.env.STACK_RUN_DIR;
  if (!runDir) throw new Error('STACK_RUN_DIR is not set: run through a stack vitest config');
  return readFileSync(join(runDir, 'firebase.log'), 'utf8');
}

async function linesWith(marker: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = firebaseLog()
      .split('\n')
      .filter((line) => line.includes(marker));
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// docs/decisions/patch-firebase-tools.md: under load, the emulators' per-request log lines (each through every winston
// transport) were a large part of their CPU per request. The firebase-tools patch keeps them for
// `firebase --debug` only.
describe("the emulators' logs", () => {
  it('hold one access line per /api request, without the per-request lines of the Functions emulator', async () => {
    const marker = `probe=${Math.random().toString(36).slice(2)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi(`/health?${marker}`, { from: clientAddress() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const lines = await linesWith(marker, 5);
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => line.includes(`"GET /api/health?${marker} HTTP/1.1" 200`))).toBe(true);
    const log = firebaseLog();
    expect(log).not.toContain('Beginning execution of');
    expect(log).not.toContain('[hosting] Rewriting');
  });

  it('have no logging emulator keeping them (the Emulator UI, its only reader, is off)', async () => {
    const hub = process.env.STACK_HUB_URL;
    if (!hub) throw new Error('STACK_HUB_URL is not set: run through a stack vitest config');
    const running = (await (await fetch(`${hub}/emulators`)).json()) as Record<string, unknown>;
    expect(Object.keys(running)).toEqual(expect.arrayContaining(['hosting', 'functions', 'auth']));
    expect(Object.keys(running)).not.toContain('logging');
  });
});

// The superstatic patch answers a path whose first segment is not at the top of the site without
// looking for the file; a watcher on the site's folder keeps that list current.
describe("Hosting's file lookup", () => {
  it('serves a file added to the site while it runs', async () => {
    const runDir = process.env.STACK_RUN_DIR;
    if (!runDir) throw new Error('STACK_RUN_DIR is not set: run through a stack vitest config');
    expect((await callApi('/health', { from: clientAddress() })).status).toBe(200);
    const name = `probe-${Math.random().toString(36).slice(2)}.txt`;
    const path = join(runDir, 'site', name);
    const before = await fetch(`${stackEnv().webUrl}/${name}`);
    expect(await before.text()).not.toBe('added while running');
    writeFileSync(path, 'added while running');
    try {
      let text = '';
      for (const deadline = Date.now() + 5_000; Date.now() < deadline && text !== 'added while running';) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        text = await (await fetch(`${stackEnv().webUrl}/${name}`)).text();
      }
      expect(text).toBe('added while running');
    } finally {
      rmSync(path, { force: true });
    }
  });
});
