// `npm run build`: the web app (Vite) and the server (esbuild, docs/decisions/065-compiled-server.md),
// each skipped while its output is newer than every one of its sources. Plain JavaScript so that
// `npm run serve` after `npm ci --omit=dev` can still ask it whether anything is stale.
//   node scripts/build.mjs [--force] [--verbose] [web|server]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(repoRoot, ...parts);
const args = process.argv.slice(2);
const force = args.includes('--force');
const verbose = args.includes('--verbose');
const only = args.filter((arg) => !arg.startsWith('--'));

// Parallel checkouts (e2e) build the web app elsewhere; the server reads the same variable.
const webOutDir = path.resolve(repoRoot, 'apps/web', process.env.WEB_OUT_DIR ?? process.env.WEB_DIST_DIR ?? 'dist');
const serverOutDir = at('apps/server/dist');

const SHARED_INPUTS = [at('packages/shared/src'), at('packages/shared/package.json'), at('package-lock.json')];

/** Files the server reads next to its own code at run time: copied beside the bundle. */
const SERVER_ASSETS = [
  // The admin SQL tool's child process (plain JavaScript, started with `node`).
  ['apps/server/src/modules/admin/query/sqlite-child.mjs', 'sqlite-child.mjs'],
  // …and the result shaping it shares with the PostgreSQL runner, which it imports beside itself.
  ['apps/server/src/modules/admin/query/result-shaper.mjs', 'result-shaper.mjs'],
  // The SQLite read pool's worker thread (plain JavaScript, loaded by path).
  ['apps/server/src/db/read-worker.mjs', 'read-worker.mjs'],
  // Recorded YouTube answers the built-in fakes replay (DEMO_PROVIDERS=1).
  ['apps/server/src/fakes/youtube/recorded', 'recorded'],
];

/** Loaded only when present (development conveniences); the server runs without them. */
const OPTIONAL_AT_RUN_TIME = new Set([
  // Readable development logs (apps/server/src/lib/logger.ts falls back to JSON).
  'pino-pretty',
]);

const TARGETS = {
  web: {
    label: '웹 앱',
    inputs: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts')]
      .concat([at('apps/web/build'), at('apps/web/package.json')])
      .concat(SHARED_INPUTS),
    // Written last (the server renderer after the browser build): a half-finished build is stale.
    output: path.join(webOutDir, 'ssr', 'entry-server.mjs'),
    build: buildWeb,
  },
  server: {
    label: '서버',
    inputs: [
      at('apps/server/src'),
      at('apps/server/package.json'),
      at('scripts/backup.ts'),
      fileURLToPath(import.meta.url),
    ].concat(SHARED_INPUTS),
    output: path.join(serverOutDir, 'main.js'),
    build: buildServer,
  },
};

/** The newest modification time under `entry` (a file or a folder); 0 when it does not exist. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function isStale(target) {
  const built = newestMtime(target.output);
  return built === 0 || target.inputs.some((input) => newestMtime(input) > built);
}

/** One line per step of a build, with its time, so a long first build says what it is doing. */
async function step(label, run) {
  const startedAt = performance.now();
  await run();
  console.log(`  ${label} (${((performance.now() - startedAt) / 1000).toFixed(1)}초)`);
}

async function buildWeb() {
  const { build } = await import('vite');
  const common = {
    root: at('apps/web'),
    configFile: at('apps/web/vite.config.ts'),
    mode: 'production',
    // The per-file size listing is for whoever tunes the bundle (`npm run build -- --verbose`).
    logLevel: verbose ? 'info' : 'warn',
  };
  // Rolldown's note on slow plugins is for whoever tunes the build, like the listing.
  const quiet = verbose ? {} : { checks: { bundlerTimings: false } };
  await step('브라우저용 번들 (Vite)', () =>
    build({ ...common, build: { outDir: webOutDir, rolldownOptions: quiet } }),
  );
  // The server's renderer of the same pages (apps/web/src/entry-server.tsx), into <out>/ssr:
  // after the browser build, which empties the folder.
  await step('서버 렌더러 (Vite SSR)', () =>
    build({
      ...common,
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(webOutDir, 'ssr'), rolldownOptions: quiet },
    }),
  );
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const { dependencies = {} } = JSON.parse(fs.readFileSync(at('apps/server/package.json'), 'utf8'));
  const missing = new Set();
  fs.rmSync(serverOutDir, { recursive: true, force: true });
  const startedAt = performance.now();
  await esbuild.build({
    // The server, and the backup command an operator runs beside it (README "Backups").
    entryPoints: { main: at('apps/server/src/main.ts'), backup: at('scripts/backup.ts') },
    outdir: serverOutDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to src/.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // Our own code (the server and packages/shared) goes into the bundle; every npm package
        // stays external and must be a runtime dependency of the server, or `npm ci --omit=dev`
        // would install a server that cannot start.
        name: 'external-runtime-dependencies',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
            if (specifier.startsWith('node:') || specifier.startsWith('@tubesphere/')) return undefined;
            const name = specifier.startsWith('@')
              ? specifier.split('/').slice(0, 2).join('/')
              : specifier.split('/')[0];
            if (!(name in dependencies) && !isBuiltin(name) && !OPTIONAL_AT_RUN_TIME.has(name)) missing.add(name);
            return { path: specifier, external: true };
          });
        },
      },
    ],
  });
  if (missing.size > 0) {
    fs.rmSync(serverOutDir, { recursive: true, force: true });
    throw new Error(
      `the server imports ${[...missing].join(', ')}, not listed in apps/server/package.json "dependencies" (npm install <name> -w @tubesphere/server)`,
    );
  }
  console.log(`  서버 번들 (esbuild) (${((performance.now() - startedAt) / 1000).toFixed(1)}초)`);
  await step('실행 때 읽는 파일 복사', async () => {
    for (const [from, to] of SERVER_ASSETS) fs.cpSync(at(from), path.join(serverOutDir, to), { recursive: true });
  });
}

const BUILTINS = new Set((await import('node:module')).builtinModules);
const isBuiltin = (name) => BUILTINS.has(name);

async function main() {
  for (const [name, target] of Object.entries(TARGETS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    if (!force && !isStale(target)) {
      console.log(`${target.label}: 최신 빌드가 있어 건너뜁니다`);
      continue;
    }
    console.log(`${target.label} 빌드 중${force ? '' : ' (소스가 마지막 빌드보다 새로움)'}…`);
    const startedAt = performance.now();
    try {
      await target.build();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const tools = /Cannot find (package|module) '(vite|esbuild)'/.test(reason)
        ? ' — 빌드 도구가 없습니다 (npm ci --omit=dev로 설치했다면, 빌드는 개발 의존성까지 설치한 곳에서 하세요)'
        : '';
      console.error(`${target.label} 빌드 실패${tools}: ${reason}`);
      process.exit(1);
    }
    console.log(`${target.label} 빌드 완료 (${((performance.now() - startedAt) / 1000).toFixed(1)}초)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
