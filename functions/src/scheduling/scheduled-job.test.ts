import { describe, expect, it } from 'vitest';
import { JOBS } from '../jobs';
import { scheduledFunctions } from './scheduled-functions';
import { defineJob, jobFunctionName } from './scheduled-job';

describe('the job registry', () => {
  it('names every job once, in kebab-case', () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(names).toContain('mail-sweep');
  });

  it('deploys each job as a scheduled function on its schedule, in Toronto time', () => {
    const functions = scheduledFunctions(JOBS);
    expect(Object.keys(functions)).toEqual(JOBS.map((job) => jobFunctionName(job.name)));
    expect(functions.mailSweep?.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 1 minutes',
      timeZone: 'America/Toronto',
    });
  });

  it('gives a job the memory it asks for, 256 MiB otherwise', () => {
    const functions = scheduledFunctions(JOBS);
    expect(functions.userIndexSnapshot?.__endpoint.availableMemoryMb).toBe(512);
    expect(functions.mailSweep?.__endpoint.availableMemoryMb).toBe(256);
  });

  it('refuses two jobs with one name', () => {
    const job = defineJob({ name: 'twice', schedule: 'every 5 minutes', run: async () => ({}) });
    expect(() => scheduledFunctions([job, job])).toThrow(/same name/);
  });

  it('turns kebab-case names into function names', () => {
    expect(jobFunctionName('abandoned-upload-cleanup')).toBe('abandonedUploadCleanup');
    expect(jobFunctionName('mail-sweep')).toBe('mailSweep');
  });
});
