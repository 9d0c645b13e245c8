/**
 * `npm run bench:frontend [-- --no-build]`
 * Builds the web app (production, with a Vite manifest) into a temp folder and measures what the
 * home page `/` loads before it can paint the feed: the entry chunk and everything it imports
 * statically, plus the home route's lazy chunk (features/feed) and its static imports, with the
 * CSS of all of them. Sizes are gzip (level 9, as most servers' static compression) and raw.
 * Writes bench/results/frontend.json and .md. Figures, not assertions.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readArgs } from './args.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_JS_GZIP = 150 * 1024;
/** The lazy module the router loads for `/` (apps/web/src/app/router.tsx): features/feed. */
const HOME_ROUTE = 'src/features/feed/index.ts';
const HOME_CHUNK_NAME = 'feed';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = readArgs();
const outDir = args.get('out') ?? path.join(os.tmpdir(), 'ts-frontend-size');

if (!args.has('no-build')) {
  const result = spawnSync('npx', ['vite', 'build', 'apps/web', '--manifest', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: outDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
// A lazy module shared with other chunks is keyed by its chunk name rather than its source.
const homeKey = manifest[entryKey ?? '']?.dynamicImports?.find(
  (key) => key === HOME_ROUTE || manifest[key]?.name === HOME_CHUNK_NAME,
);
if (!entryKey || !homeKey) throw new Error(`manifest has no entry, or the entry does not load ${HOME_ROUTE}`);

/** A chunk and its static imports, recursively (what the browser fetches before running it). */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const chunks = closure([entryKey, homeKey]);
const files = new Map<string, { kind: 'js' | 'css'; from: string }>();
for (const key of chunks) {
  const chunk = manifest[key] as ManifestChunk;
  const from = chunk.src && !chunk.src.startsWith('_') ? chunk.src : `chunk "${chunk.name ?? key}"`;
  files.set(chunk.file, { kind: 'js', from });
  for (const css of chunk.css ?? []) files.set(css, { kind: 'css', from });
}

const rows = [...files].map(([file, { kind, from }]) => {
  const bytes = fs.readFileSync(path.join(outDir, file));
  return { file, kind, from, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = (kind: 'js' | 'css', field: 'bytes' | 'gzip') =>
  rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r[field], 0);
const kb = (n: number) => (n / 1024).toFixed(1);

const report = {
  date: new Date().toISOString(),
  page: '/',
  js: { bytes: total('js', 'bytes'), gzip: total('js', 'gzip'), budgetGzip: BUDGET_JS_GZIP },
  css: { bytes: total('css', 'bytes'), gzip: total('css', 'gzip') },
  withinBudget: total('js', 'gzip') <= BUDGET_JS_GZIP,
  files: rows,
};
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/results/frontend.json'), `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `### Front end — what \`/\` loads (${report.date.slice(0, 10)}, production build, gzip level 9)`,
  '',
  `JavaScript: **${kb(report.js.gzip)} KB gzip** (${kb(report.js.bytes)} KB raw) against a budget of ${kb(BUDGET_JS_GZIP)} KB — ${report.withinBudget ? 'within budget' : 'OVER budget'}.`,
  `CSS: ${kb(report.css.gzip)} KB gzip (${kb(report.css.bytes)} KB raw).`,
  '',
  '| file | kind | from | raw KB | gzip KB |',
  '|---|---|---|---:|---:|',
  ...rows.map((r) => `| ${r.file} | ${r.kind} | ${r.from} | ${kb(r.bytes)} | ${kb(r.gzip)} |`),
  '',
].join('\n');
fs.writeFileSync(path.join(repoRoot, 'bench/results/frontend.md'), md);
console.log(md);
