/**
 * Import rules the code relies on, checked by `npm run lint` (dependency-cruiser):
 * - a feature reaches another feature only through that feature's index.ts, so a feature's
 *   insides can change without breaking its neighbours;
 * - code shared by every screen (components, lib, i18n, styles) never imports a feature;
 * - the web app has no import cycles;
 * - the shared package (contract and domain rules) never imports an app, and the apps never
 *   import each other: the web app cannot pull server code into the browser, nor the reverse;
 * - a server module reaches another module only through that module's index.ts (its plugin and
 *   the few functions and types it shares), so a module's insides can change freely;
 * - the server's plugins/ are infrastructure: they never import a module;
 * - no circular imports in the server and the shared package: each module's plugin builds on the
 *   modules it names, and a cycle through the index files would load one half-initialised.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-through-index',
      comment: 'Import another feature through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shared-web-code-never-imports-features',
      comment: 'components, lib, i18n and styles serve every feature and cannot depend on one.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|i18n|styles)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-circular-web',
      comment:
        'No web module imports itself back through others: a cycle ties its members into one piece, ' +
        'and which of them is evaluated first depends on who imports the cycle.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { circular: true },
    },
    {
      name: 'shared-package-stands-alone',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-module-through-index',
      comment: 'Import another server module through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-modules-through-index',
      comment: 'Code outside modules/ (buildApp, db, jobs) reaches a module through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(modules|plugins)/' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-plugins-never-import-modules',
      comment: 'plugins/ is infrastructure; modules build on it, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-circular-server',
      comment: 'No import cycles: a module loaded half-initialised fails in ways the types cannot see.',
      severity: 'error',
      from: { path: '^(apps/server|packages/shared)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
