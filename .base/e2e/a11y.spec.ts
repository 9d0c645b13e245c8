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
 * axe-core over every route of spec §2: signed out, signed in and as admin, with every rule. The
 * signed-in and admin pages then switch to the dark scheme without a reload (same DOM, dark
 * tokens) and the colour rules run again. Nothing is excluded and no rule is disabled; a serious
 * or critical violation fails the route.
 */
type Role = 'guest' | 'user' | 'admin';

const PASSES: { role: Role; dark: boolean; routes: AppRoute[] }[] = [
  { role: 'guest', dark: false, routes: MAIN_ROUTES.filter((r) => r.access === 'public') },
  // /login sends a signed-in visitor home, so it is checked signed out only.
  { role: 'user', dark: true, routes: MAIN_ROUTES.filter((r) => r.path !== '/login') },
  // The admin also sees home with the admin-only widgets.
  { role: 'admin', dark: true, routes: [...MAIN_ROUTES.filter((r) => r.path === '/'), ...ADMIN_ROUTES] },
];

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
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('the route list covers every route of router.tsx', () => {
  // Parameter names aside (`:postId`, `:sphereId`), the same paths.
  const shape = (path: string) => path.replace(/:\w+/g, ':id');
  expect(ALL_ROUTES.map((r) => shape(r.path)).sort()).toEqual(routerPaths().map(shape).sort());
});

for (const pass of PASSES) {
  test.describe(`axe · ${pass.role}`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

    for (const route of pass.routes) {
      test(route.path, async ({ page, signIn, signInAsAdmin }) => {
        if (pass.role === 'user') await signIn('접근성점검');
        if (pass.role === 'admin') await signInAsAdmin();
        const url = resolvePath(route, await idsForRoute(route, page.request));
        await openRoute(page, route, url);
        const light = await seriousViolations(page);
        expect(
          light.map((v) => v.id),
          `${url} (${pass.role}, light):\n${describeViolations(light)}`,
        ).toEqual([]);
        if (!pass.dark) return;
        // Same page, dark tokens: only colours change, so the colour rules run again.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 19, 24)');
        // Colour transitions (buttons, links) would show axe their light start values for a frame.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
        );
        const dark = await seriousViolations(page, ['color-contrast', 'link-in-text-block']);
        expect(
          dark.map((v) => v.id),
          `${url} (${pass.role}, dark):\n${describeViolations(dark)}`,
        ).toEqual([]);
      });
    }
  });
}
