import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Production builds leave zod and the contract's schemas out of the web app (issue 9: zod was a
 * third of what the home page loaded). Responses are parsed against the shared contract only in
 * development and tests (src/lib/api-client.ts), so in a production build:
 * - the `schema:` option of every apiRequest call is dropped, leaving the schemas unused;
 * - zod's builders count as pure (treeshake.manualPureFunctions below), so unused schema
 *   definitions are removed while the contract's constants and messages stay;
 * - whatever still reaches for zod gets build/zod-production-stub.ts, which throws on parse.
 */
function zodOnlyInDevelopment(): Plugin {
  const stub = fileURLToPath(new URL('./build/zod-production-stub.ts', import.meta.url));
  return {
    name: 'tubesphere:zod-only-in-development',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    enforce: 'pre',
    resolveId: (source) => (source === 'zod' ? stub : null),
    transform(code, id) {
      if (id.includes('.test.')) return null;
      let result = code;
      if (/\/apps\/web\/src\/.*\.tsx?$/.test(id)) {
        result = code.replace(/\bschema:\s*[A-Za-z_$][\w$]*(?=\s*[,}\n])/g, 'schema: undefined');
      } else if (/\/packages\/shared\/src\/contract\/[\w-]+\.ts$/.test(id)) {
        // Contract files only define schemas and constants: a definition nobody uses may go,
        // including ones derived from another schema (`post.extend(…)`).
        result = code.replace(/^((?:export )?const [\w$]+(?:: [^=]+)? = )(?=[A-Za-z_$])/gm, '$1/* @__PURE__ */ ');
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

/**
 * What a page needs beyond index.html, by route: the lazy feature's chunks and styles, and the
 * API calls its first render makes. Written to route-preloads.json, which the server turns into
 * <link rel="modulepreload"/"stylesheet"/"preload"> tags in that page's <head>
 * (apps/server/src/plugins/web-app.ts), so they download beside the entry instead of after it
 * has run (issue 9: the home page's feed chunk and data waited a whole round of script).
 */
const ROUTE_PRELOADS = [
  // Must match features/feed/api/get-feed.ts for the default order (the server adds fetch
  // preloads only to a URL without a query string).
  { pattern: '^/$', module: 'src/features/feed/index.ts', fetch: ['/api/posts/feed?page=1&limit=10&sort=new'] },
  // features/post/api/get-post-detail.ts; $1 is the post id from the path.
  { pattern: '^/post/([^/]+)/?$', module: 'src/features/post/index.ts', fetch: ['/api/posts/$1/detail'] },
  // features/spheres/api/get-sphere.ts and features/feed/api/get-feed.ts (a sphere's feed, default order).
  {
    pattern: '^/sphere/([1-9][0-9]{0,9})/?$',
    module: 'src/features/feed/index.ts',
    fetch: ['/api/spheres/$1', '/api/spheres/$1/posts?page=1&limit=10&sort=new'],
  },
  // features/profile/api/get-user-profile.ts and get-user-posts.ts (first page).
  {
    pattern: '^/user/([^/]+)/?$',
    module: 'src/features/profile/index.ts',
    fetch: ['/api/users/$1', '/api/users/$1/posts?page=1&limit=10'],
  },
];

function routePreloads(): Plugin {
  return {
    name: 'tubesphere:route-preloads',
    apply: 'build',
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
      const routes = ROUTE_PRELOADS.map(({ pattern, module, fetch }) => {
        const target = fileURLToPath(new URL(module, import.meta.url));
        const chunk = chunks.find((c) => c.facadeModuleId === target || c.moduleIds.includes(target));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        const files = [...closure([chunk.fileName])].filter((file) => !inIndexHtml.has(file));
        const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { pattern, modules: files.map((f) => `/${f}`), styles: styles.map((f) => `/${f}`), fetch };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify({ routes }, null, 2) });
    },
  };
}

export default defineConfig({
  plugins: [react(), zodOnlyInDevelopment(), routePreloads()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the site supports preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
