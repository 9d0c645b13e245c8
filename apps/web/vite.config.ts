import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './build/app-icons.ts';
import { pureRouter } from './build/pure-router.ts';
import { smallIcons } from './build/small-icons.ts';
import { stylesFirst } from './build/styles-first.ts';
import { themeBoot } from './build/theme-boot.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router publishes its production build beside the development one but exports only the
 * latter, whose development warnings (checks on every render, their messages in the bundle) a
 * production build would otherwise ship. The two differ in that one flag.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * What a page needs beyond index.html, by route: the chunks and styles of its screen, including
 * the lazy parts the server renders into it (a card, the sphere screen), so the HTML the server
 * sends is styled before any script runs. Written to route-preloads.json, which the server turns
 * into <link rel="stylesheet"> tags in that page's <head>, and its chunks into <link
 * rel="modulepreload"> ones: in the head when the browser renders the page itself, started after
 * the first paint when the server rendered it (docs/decisions/148 and 149;
 * apps/server/src/modules/pages/html-shell.ts). The page's data comes inside the page itself.
 */
const ROUTE_PRELOADS: { pattern: string; modules: string[]; stylesOf?: string[] }[] = [
  // The home screen and its recommended-spheres card; the companion pieces are styled from the
  // start, but their code loads after the first screen has hydrated (lib/first-screen.ts).
  {
    pattern: '^/$',
    modules: ['src/features/feed/index.ts', 'src/features/sphere-membership/index.ts'],
    stylesOf: [
      'src/features/companion/components/companion-widget.tsx',
      'src/features/companion/components/companion-badge.tsx',
    ],
  },
  { pattern: '^/post/([^/]+)/?$', modules: ['src/features/post/index.ts'] },
  {
    pattern: '^/sphere/([1-9][0-9]{0,9})/?$',
    modules: ['src/features/feed/index.ts', 'src/features/feed/components/sphere-page.tsx'],
  },
  {
    pattern: '^/user/([^/]+)/?$',
    modules: ['src/features/profile/index.ts', 'src/features/companion/components/companion-look.tsx'],
  },
  { pattern: '^/playlist/([1-9][0-9]{0,9})/?$', modules: ['src/features/playlists/index.ts'] },
];

function routePreloads(): Plugin {
  return {
    name: 'tubesphere:route-preloads',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], seen = new Set<string>()) => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const inIndexHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const chunkOf = (module: string) => {
        const target = fileURLToPath(new URL(module, import.meta.url));
        const chunk = chunks.find((c) => c.facadeModuleId === target || c.moduleIds.includes(target));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        return chunk.fileName;
      };
      const routes = ROUTE_PRELOADS.map(({ pattern, modules, stylesOf = [] }) => {
        const files = [...closure(modules.map(chunkOf))].filter((file) => !inIndexHtml.has(file));
        const styled = [...closure([...modules, ...stylesOf].map(chunkOf))].filter((file) => !inIndexHtml.has(file));
        const styles = [...new Set(styled.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        return { pattern, modules: files.map((f) => `/${f}`), styles: styles.map((f) => `/${f}`) };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify({ routes }, null, 2) });
    },
  };
}

const outDir = process.env.WEB_OUT_DIR ?? 'dist';

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/;
const SHARED_WEB_MODULES =
  /(apps[\\/]web[\\/]src[\\/](components|lib|i18n)|packages[\\/]shared[\\/]src[\\/]domain|node_modules[\\/]lucide-react)[\\/]/;
/**
 * A shared module joins the common chunk once this many chunks use it: fewer, and admin-only
 * helpers would ride along on every page; more, and the home page's pieces stay scattered
 * (`npm run bench:frontend` was lowest at 8).
 */
const COMMON_SHARE_COUNT = 8;

/**
 * `vite build --ssr src/entry-server.tsx` (scripts/build.mjs runs it after the browser build):
 * the server's renderer, into <outDir>/ssr where the static file server never serves it. React
 * and every other package are bundled in, so the server needs none of the web app's packages at
 * run time; `.mjs` so Node reads it as a module wherever the build lands.
 */
const ssrBuild = (mode: string) => ({
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    outDir: `${outDir}/ssr`,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // One file: the server loads it once; chunks would only be loaded on first use anyway.
      output: { entryFileNames: '[name].mjs', codeSplitting: false },
    },
  },
});

/**
 * The service worker (public/sw.js after the build): the app shell (index.html, boot frame) and
 * every built script, style and icon are precached, so a return visit paints offline and shows
 * "오프라인 상태입니다". Pages always come from the network — a rendered page holds its reader's
 * name and reactions — falling back to the shell offline; /api is never touched, nor cached.
 * Fonts are cached as they are used (the Korean font is ~90 slices; a page needs a few).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    // The server serves /manifest.webmanifest (packages/shared/src/domain/web-manifest.ts).
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['ssr/**', 'og-image.png', 'rankings/**', 'route-preloads.json'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // Web push: showing a push and opening its page on click (public/push-sw.js).
      importScripts: ['/push-sw.js'],
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
          handler: 'CacheFirst',
          options: { cacheName: 'fonts', expiration: { maxEntries: 120 } },
        },
      ],
    },
  });

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    react(),
    pureRouter(),
    smallIcons(),
    routePreloads(),
    ...(isSsrBuild ? [] : [themeBoot(), stylesFirst(), appIcons(), serviceWorker()]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  ...(isSsrBuild
    ? ssrBuild(mode)
    : {
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          // Every browser the site supports preloads modules natively: no polyfill in the first load.
          modulePreload: { polyfill: false },
          // The web app imports the shared contract for its constants and messages; the schemas
          // beside them are dropped unless used: building one calls only zod (pure), and reading a
          // message to put in it (`MESSAGES.tooLong`) is a plain object read in this codebase.
          rolldownOptions: {
            treeshake: {
              manualPureFunctions: [
                'z',
                'queryInt',
                'optionalChoice',
                'blankAsUndefined',
                'upperChoice',
                'choice',
                'testerInt',
                'optionalText',
                'testerParams',
              ],
              propertyReadSideEffects: false,
              // The catalog's sections only define wording: a section nobody reads is not loaded
              // for the sake of the index that re-exports it.
              moduleSideEffects: (id: string) => (/\/src\/i18n\/ko\//.test(id) ? false : undefined),
            },
            output: {
              codeSplitting: {
                groups: [
                  // The libraries every page runs, in one file: one request instead of six, one
                  // compression window, and a file that outlives most deploys in the cache.
                  { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
                  // Shared components, helpers and wording that most screens use: left to the
                  // bundler they become ~30 files of a few hundred bytes, each a request that
                  // compresses on its own.
                  { name: 'common', test: SHARED_WEB_MODULES, minShareCount: COMMON_SHARE_COUNT, priority: 1 },
                ],
              },
            },
          },
        },
      }),
}));
