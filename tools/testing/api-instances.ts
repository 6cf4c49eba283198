/**
 * The processes the Functions emulator runs the `api` function in, for one stack's project: the one
 * serving the requests and the warm spare beside it (docs/decisions/patch-firebase-tools.md).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The `api` processes of the stack whose project is `projectId`, the busiest (most CPU used) first. */
export function apiInstances(projectId: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return environment.includes('FUNCTION_TARGET=api') && environment.includes(`GCLOUD_PROJECT=${projectId}`);
      } catch {
        return false; // gone, or not ours to read
      }
    })
    .map(Number)
    .sort((a, b) => cpuTicks(b) - cpuTicks(a));
}

/** CPU time a process has used, in clock ticks (/proc/<pid>/stat's utime + stime); 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
