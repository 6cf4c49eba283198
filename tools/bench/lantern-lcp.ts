/**
 * `npx tsx tools/bench/lantern-lcp.ts <report.json> <report.artifacts>`: how Lighthouse's simulation
 * (Lantern) reaches a page's LCP, from a run saved by `BENCH_SAVE_REPORTS=<dir> BENCH_SAVE_ARTIFACTS=1
 * npm run bench:web`. It prints each request and main-thread task of the optimistic and
 * pessimistic LCP graphs with its simulated start and end: the chain the page waits on.
 */
import { readFileSync } from 'node:fs';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; priority: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  duration: number;
}

const [reportPath, artifactsPath] = process.argv.slice(2);
if (!reportPath || !artifactsPath) throw new Error('usage: lantern-lcp.ts <report.json> <report.artifacts>');
const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
const artifacts = await loadArtifacts(artifactsPath);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps ?? [],
  HostDPR: artifacts.HostDPR,
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });

function describe(node: LanternNode): string {
  if (node.type === 'network' && node.request) {
    const url = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `net ${url.slice(0, 70)} ${(node.request.transferSize / 1024).toFixed(1)} KB`;
  }
  const names = (node.childEvents ?? [])
    .filter((event) => event.name !== 'RunTask')
    .map(
      (event) => event.name + (event.args?.data?.url ? `(${event.args.data.url.split('/').pop()?.slice(0, 30)})` : ''),
    );
  return `cpu ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(names)].slice(0, 4).join(' ')}`;
}

for (const kind of ['optimistic', 'pessimistic'] as const) {
  const estimate = result[`${kind}Estimate`] as { timeInMs: number; nodeTimings: Map<LanternNode, NodeTiming> };
  console.log(`\n${kind}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`,
    );
  }
}
console.log(`\nLCP ${Math.round(result.timing)} ms`);
