// Loaded into the benchmarked server (`node --import`): its event-loop delay, written to the file
// BENCH_LOOP_DELAY_FILE names whenever the process gets SIGUSR2, then started afresh. A request
// that waits for a synchronous database call shows up here as delay, whatever the route.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.on('SIGUSR2', () => {
    const figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    fs.writeFileSync(file, JSON.stringify(figures));
    histogram.reset();
  });
}
