/**
 * `npm run bench:million`
 * The million-post comparison: per engine, each scenario's p99 at 1,000,000 posts beside the
 * same scenario at 100,000 posts from the same generator (target: within 2×), with the
 * generation times and the load average of every run. Reads bench/results/million/*.json
 * (written by bench:data --report and bench --name million/<engine>-<size>) and writes the table
 * between the `figures` markers of bench/results/million.md; bench:summary adds the verdicts.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ScenarioRow {
  scenario: string;
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
interface LoadReport {
  date: string;
  loadAverage?: { before: number; after: number };
  rows: ScenarioRow[];
}
interface DataReport {
  date: string;
  counts: { users: number; posts: number; reactions: number; comments: number };
  seconds: { total: number; rows: number; indexesAndFinish: number; checks: number };
  loadAverage: { before: number[]; after: number[] };
  sqliteFileMb?: number;
}

export const MILLION_ENGINES = [
  ['sqlite', 'SQLite'],
  ['postgres', 'PostgreSQL'],
] as const;
/** The generation target: 1,000,000 posts in at most 15 minutes on each engine. */
const GENERATION_LIMIT_S = 15 * 60;

const dir = path.resolve(import.meta.dirname, 'results', 'million');
const read = <T>(name: string): T | null => {
  const file = path.join(dir, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
};

export interface MillionComparison {
  engine: string;
  scenario: string;
  label: string;
  at100k: ScenarioRow;
  at1m: ScenarioRow;
  /** p99 at 1M over p99 at 100k. */
  ratio: number;
  met: boolean;
}

export function millionComparisons(): MillionComparison[] {
  return MILLION_ENGINES.flatMap(([key, engine]) => {
    const small = read<LoadReport>(`${key}-100k`);
    const large = read<LoadReport>(`${key}-1m`);
    if (!small || !large) return [];
    return large.rows.flatMap((at1m) => {
      const at100k = small.rows.find((r) => r.scenario === at1m.scenario);
      if (!at100k) return [];
      const ratio = at1m.p99 / Math.max(1, at100k.p99);
      const clean = at1m.errors + at1m.non2xx === 0;
      return [{ engine, scenario: at1m.scenario, label: at1m.label, at100k, at1m, ratio, met: ratio <= 2 && clean }];
    });
  });
}

/** One line per engine for the summary: generation time against its 15-minute target (null: not generated). */
export function millionGeneration(): { engine: string; report: DataReport | null; met: boolean | undefined }[] {
  return MILLION_ENGINES.map(([key, engine]) => {
    const report = read<DataReport>(`data-${key}-1m`);
    return { engine, report, met: report ? report.seconds.total <= GENERATION_LIMIT_S : undefined };
  });
}

const loadText = (l: number[]) => l.map((n) => n.toFixed(1)).join(' / ');
const minutes = (s: number) => `${(s / 60).toFixed(1)} min`;

function table(): string {
  const lines = [
    '| engine | data set | generated in | rows | indexes, triggers, counters | load average (1/5/15 min) before → after | file |',
    '|---|---|---:|---:|---:|---|---:|',
  ];
  for (const [key, engine] of MILLION_ENGINES) {
    for (const size of ['100k', '1m']) {
      const r = read<DataReport>(`data-${key}-${size}`);
      if (!r) continue;
      lines.push(
        `| ${engine} | ${r.counts.posts.toLocaleString('en')} posts, ${r.counts.users.toLocaleString('en')} users, ${r.counts.reactions.toLocaleString('en')} reactions, ${r.counts.comments.toLocaleString('en')} comments | ${minutes(r.seconds.total)} | ${minutes(r.seconds.rows)} | ${minutes(r.seconds.indexesAndFinish)} | ${loadText(r.loadAverage.before)} → ${loadText(r.loadAverage.after)} | ${r.sqliteFileMb ? `${(r.sqliteFileMb / 1024).toFixed(1)} GiB` : '—'} |`,
      );
    }
  }
  lines.push(
    '',
    '| engine | scenario | 100k p50 / p99 ms (req/s) | 1M p50 / p99 ms (req/s) | p99 1M ÷ 100k | within 2× |',
    '|---|---|---:|---:|---:|---|',
  );
  for (const c of millionComparisons()) {
    lines.push(
      `| ${c.engine} | ${c.label} | ${c.at100k.p50} / ${c.at100k.p99} (${c.at100k.requestsPerSecond}) | ${c.at1m.p50} / ${c.at1m.p99} (${c.at1m.requestsPerSecond})${c.at1m.errors + c.at1m.non2xx > 0 ? `, ${c.at1m.errors + c.at1m.non2xx} failed` : ''} | ${c.ratio.toFixed(1)}× | ${c.met ? 'met' : '**not met**'} |`,
    );
  }
  const runs = MILLION_ENGINES.flatMap(([key, engine]) =>
    ['100k', '1m'].flatMap((size) => {
      const r = read<LoadReport>(`${key}-${size}`);
      return r
        ? [
            `${engine} ${size}: ${r.date.slice(0, 16).replace('T', ' ')} UTC, load average ${r.loadAverage?.before ?? '?'} before, ${r.loadAverage?.after ?? '?'} after`,
          ]
        : [];
    }),
  );
  lines.push('', `Load runs: ${runs.join('; ') || 'none yet'}.`);
  return lines.join('\n');
}

if (import.meta.main) {
  const file = path.resolve(import.meta.dirname, 'results', 'million.md');
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# A million posts\n\n<!-- figures:start --><!-- figures:end -->\n';
  const block = `<!-- figures:start (written by \`npm run bench:million\`) -->\n${table()}\n<!-- figures:end -->`;
  fs.writeFileSync(file, current.replace(/<!-- figures:start[\s\S]*?<!-- figures:end -->/, block));
  console.log(block);
}
