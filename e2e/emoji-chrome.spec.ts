import { expect, type Page, test } from './fixtures.ts';
import { ADMIN_ROUTES, idsForRoute, MAIN_ROUTES, openRoute, resolvePath } from './support/routes.ts';

/**
 * On a device without an emoji font every emoji is a box. Interface chrome (buttons, links,
 * labels, menus, headings, tabs, empty and error states) therefore draws its icons as SVG, and
 * emoji appear only as content: sphere icons and companion parts (marked data-content-emoji,
 * painted with the system's emoji font or the Twemoji web font) and what people write. Fonts
 * cannot be taken away per test, so this checks the text itself: no emoji code point in chrome,
 * on every route, at both widths (the phone has its own chrome: tab bar, strip, folded search).
 */
const CHROME = [
  'button',
  'a',
  'label',
  'legend',
  'summary',
  'option',
  'th',
  'nav',
  'header',
  'footer',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="status"]',
  '[role="alert"]',
  // Headings and badges of the interface; those inside a post or comment are what people wrote.
  'h1:not(article *)',
  'h2:not(article *)',
  'h3:not(article *)',
].join(',');

/** Pictographs; ©, ® and ™ are text in every font. */
const EMOJI_SOURCE = '(?![\\u00a9\\u00ae\\u2122])[\\p{Extended_Pictographic}\\u{1F1E6}-\\u{1F1FF}]';

async function emojiInChrome(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ chrome, source }) => {
      const emoji = new RegExp(source, 'u');
      const found = new Set<string>();
      for (const element of Array.from(document.querySelectorAll(chrome))) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (!emoji.test(text)) continue;
          const parent = node.parentElement;
          // Content inside chrome: marked emoji, and words people wrote (names, titles, queries).
          if (parent?.closest('[data-content-emoji], [data-user-content]')) continue;
          const where = parent?.closest('[class]')?.className.toString().split(' ')[0] ?? parent?.tagName;
          found.add(`${element.tagName.toLowerCase()} (${where}): ${text.trim().slice(0, 40)}`);
        }
      }
      return [...found];
    },
    { chrome: CHROME, source: EMOJI_SOURCE },
  );
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

test.describe('no emoji in interface chrome', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const route of [...MAIN_ROUTES, ...ADMIN_ROUTES]) {
    test(route.path, async ({ page, signInAsAdmin }) => {
      // The admin sees the most chrome (tool links, admin menu entries, owner menus).
      if (route.path !== '/login' && route.path !== '/forgot-password') await signInAsAdmin();
      const url = resolvePath(route, await idsForRoute(route, page.request));
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await openRoute(page, route, url);
        expect(await emojiInChrome(page), `${url} at ${size.width} px`).toEqual([]);
      }
    });
  }

  test('the check sees an emoji button, and not a marked content emoji', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await emojiInChrome(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main');
      main?.insertAdjacentHTML('beforeend', '<button type="button">🔍 검색</button><h2>📭 없음</h2>');
      main?.insertAdjacentHTML('beforeend', '<a href="/sphere/1"><span data-content-emoji>🍳</span> 요리</a>');
    });
    expect(await emojiInChrome(page)).toEqual([
      expect.stringMatching(/^button .*🔍 검색$/),
      expect.stringMatching(/^h2 .*📭 없음$/),
    ]);
  });

  test('guest home and the open MY menu', async ({ page, signIn }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await emojiInChrome(page), 'guest home').toEqual([]);
    await signIn('메뉴점검');
    await page.goto('/');
    await page.getByRole('button', { name: 'MY' }).click();
    await expect(page.getByRole('group', { name: '화면 테마' })).toBeVisible();
    expect(await emojiInChrome(page), 'MY menu').toEqual([]);
  });
});

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('content emoji still have the Twemoji fallback: the stylesheet declares it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-content-emoji]').first()).toBeVisible();
    // The page's own scripts never ran; the check reads what the stylesheet alone set up.
    const fallback = await page.evaluate(async () => {
      await document.fonts.load('16px "Twemoji Fallback"', '🍳');
      // Iterated without a callback: with scripts off, a callback handed to FontFaceSet.forEach
      // after the await can be refused as "no longer runnable".
      const face = [...(document.fonts as unknown as Iterable<FontFace>)].find(
        (f) => f.family.replace(/"/g, '') === 'Twemoji Fallback',
      );
      return face?.status ?? 'missing';
    });
    expect(fallback).toBe('loaded');
  });
});
