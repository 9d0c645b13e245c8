import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page, test } from './fixtures.ts';
import {
  ADMIN_ROUTES,
  ALL_ROUTES,
  type AppRoute,
  idsForRoute,
  MAIN_ROUTES,
  openRoute,
  resolvePath,
  routerPaths,
} from './support/routes.ts';

/**
 * axe-core over every route (docs/product.md#routes): signed out, signed in and as admin, with every rule, at
 * 1280 px and again at 375 px (the phone layout: tab bar, folded search, home strip). At each
 * width the page then switches to the dark scheme without a reload (same DOM, dark tokens) and
 * the colour rules run again. Nothing is excluded and no rule is disabled; label-content-name-
 * mismatch (WCAG 2.5.3, still "experimental" in axe, so off by default) is switched on. A serious
 * or critical violation fails the route.
 */
type Role = 'guest' | 'user' | 'admin';

const PASSES: { role: Role; routes: AppRoute[] }[] = [
  { role: 'guest', routes: MAIN_ROUTES.filter((r) => r.access === 'public') },
  // /login and /forgot-password send a signed-in visitor home, so they are checked signed out only.
  { role: 'user', routes: MAIN_ROUTES.filter((r) => r.path !== '/login' && r.path !== '/forgot-password') },
  // The admin also sees home with the admin-only widgets.
  { role: 'admin', routes: [...MAIN_ROUTES.filter((r) => r.path === '/'), ...ADMIN_ROUTES] },
];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes
          .slice(0, 6)
          .map((n) => `   ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
      ].join('\n'),
    )
    .join('\n');
}

async function seriousViolations(page: Page, rules?: string[]): Promise<Result[]> {
  // Only violations are reported in detail: passes and incompletes would just cost time.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function expectNone(page: Page, where: string, rules?: string[]) {
  const found = await seriousViolations(page, rules);
  expect(
    found.map((v) => v.id),
    `${where}:\n${describeViolations(found)}`,
  ).toEqual([]);
}

/** Flips the system scheme; the app follows it live (lib/color-theme.ts) and axe reads the result. */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    scheme === 'dark' ? 'rgb(17, 19, 24)' : 'rgb(245, 246, 248)',
  );
  // Colour transitions (buttons, links) would show axe their old values for a frame.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
}

test('the route list covers every route of router.tsx', () => {
  // Parameter names aside (`:postId`, `:sphereId`), the same paths.
  const shape = (path: string) => path.replace(/:\w+/g, ':id');
  expect(ALL_ROUTES.map((r) => shape(r.path)).sort()).toEqual(routerPaths().map(shape).sort());
});

for (const pass of PASSES) {
  test.describe(`axe · ${pass.role}`, () => {
    // Two widths, two schemes: four axe runs and two page loads a route.
    test.describe.configure({ mode: 'parallel', timeout: 120_000 });
    test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

    for (const route of pass.routes) {
      test(route.path, async ({ page, signIn, signInAsAdmin }) => {
        if (pass.role === 'user') await signIn('접근성점검');
        if (pass.role === 'admin') await signInAsAdmin();
        const url = resolvePath(route, await idsForRoute(route, page.request));
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme: 'light' });
          await openRoute(page, route, url);
          await expectNone(page, `${url} (${pass.role}, ${size.width} px, light)`);
          // Same page, dark tokens: only colours change, so the colour rules run again.
          await switchScheme(page, 'dark');
          await expectNone(page, `${url} (${pass.role}, ${size.width} px, dark)`, COLOUR_RULES);
        }
      });
    }
  });
}
