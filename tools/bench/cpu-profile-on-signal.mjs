// Preloaded with `node --import` (NODE_OPTIONS) into every process of a profiled stack
// (`npm run bench:load -- --profile <dir>`): SIGUSR2 starts a CPU profile of the process, the next
// SIGUSR2 writes it to $CPU_PROFILE_DIR/<pid>-<command>-<n>.cpuprofile (n: 1 for the first profile) (open it in Chrome DevTools or
// speedscope). The bench signals every process of its stack at the start and the end of the run,
// so the profiles hold the measured window only. Node's --cpu-prof cannot do that (nor be set in
// NODE_OPTIONS), and the Functions emulator ends its instances with SIGTERM, before exit hooks run.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  let session;
  let written = 0;
  process.on('SIGUSR2', () => {
    if (!session) {
      session = new Session();
      session.connect();
      session.post('Profiler.enable');
      session.post('Profiler.setSamplingInterval', { interval: 500 });
      session.post('Profiler.start');
      return;
    }
    const done = session;
    session = undefined;
    done.post('Profiler.stop', (error, result) => {
      if (!error) {
        const name = `${process.pid}-${process.argv
          .slice(1, 3)
          .join(' ')
          .replace(/[^\w.-]+/g, '_')
          .slice(-60)}-${(written += 1)}`;
        writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(result.profile));
      }
      done.disconnect();
    });
  });
}
