import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod in the browser runs without eval', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is jitless once the entry module ran, so it never calls new Function', async () => {
    await import('./zod-without-eval');
    const functionSpy = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ production: z.string(), amount: z.number() });
    expect(schema.parse({ production: 'Night Shift', amount: 1 })).toEqual({ production: 'Night Shift', amount: 1 });
    expect(functionSpy).not.toHaveBeenCalled();
  });
});
