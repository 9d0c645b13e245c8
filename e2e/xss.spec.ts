import type { APIRequestContext } from '@playwright/test';
import { THEME_BOOT_SCRIPT } from '@tubesphere/shared/domain/color-theme';
import { DEFERRED_SCRIPTS_LOADER } from '../apps/server/src/modules/pages/deferred-scripts.ts';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Stored XSS (docs/architecture.md#external-input): hostile text in every field a user controls — user name, post title,
 * text/image/video/link blocks, comments, the companion's name — is shown as text everywhere it
 * appears, to readers and to admins: no dialog, no script run, no CSP violation, no inline
 * event-handler attribute and no javascript: URL anywhere in the DOM.
 */

const SCRIPT = '<script>window.__xss("script")</script>';
const IMG = '<img src=x onerror=window.__xss("img")>';
const SVG = '<svg/onload=alert(1)'; // 20 characters: fits a user name
const LINK = '[눌러보세요](javascript:alert(1))';
const IFRAME = '<iframe src="javascript:alert(1)"></iframe>';

/** Records anything a payload could do; a test fails if it holds anything. */
async function arm(page: Page) {
  await page.addInitScript(() => {
    const hits: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.__xssHits = hits;
    w.__xss = (what: string) => hits.push(`payload ran: ${what}`);
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      w[name] = (message: unknown) => {
        hits.push(`${name}(${String(message)})`);
      };
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 probes for eval (`Function('')`) once to pick its fast path; CSP refuses it. That
      // probe lives in our own bundle and runs nothing: every other violation is a finding.
      if (event.blockedURI === 'eval' && new URL(event.sourceFile, location.href).pathname.startsWith('/assets/'))
        return;
      hits.push(`CSP blocked ${event.violatedDirective}: ${event.blockedURI || event.sample} (${event.sourceFile})`);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What a payload could have left in the DOM; React itself never writes any of these. */
async function domProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowedInline) => {
      const problems: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.trim().toLowerCase();
          if (name.startsWith('on')) problems.push(`<${element.tagName} ${name}="${attribute.value}">`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name)) {
            // Browsers ignore control characters and spaces inside a scheme: so does this check.
            const squeezed = [...value].filter((char) => char > ' ').join('');
            if (/^(javascript|vbscript|data:text\/html)/.test(squeezed)) {
              problems.push(`<${element.tagName} ${name}="${attribute.value}">`);
            }
          }
        }
      }
      for (const script of Array.from(document.querySelectorAll('script'))) {
        // The server's data blocks (a page's state, structured data) are never run; user text in them
        // is written with < escaped, so nothing inside can end the block and start markup.
        if (['application/json', 'application/ld+json'].includes(script.type)) {
          if (script.textContent?.includes('<')) problems.push(`unescaped < in ${script.type} block`);
          continue;
        }
        // The inline scripts the CSP allows (by their hashes): the colour theme, set before the first
        // paint, and the loader that starts a rendered page's scripts after it.
        if (!script.src && allowedInline.includes(script.textContent ?? '')) continue;
        if (!script.src || !new URL(script.src).pathname.startsWith('/assets/')) {
          problems.push(`script ${script.src || script.textContent?.slice(0, 60)}`);
        }
      }
      for (const tag of ['iframe[src^="javascript" i]', 'img[src="x"]', 'svg[onload]', 'object', 'embed']) {
        for (const element of Array.from(document.querySelectorAll(tag)))
          problems.push(element.outerHTML.slice(0, 120));
      }
      const hits = (window as unknown as { __xssHits?: string[] }).__xssHits ?? [];
      return [...problems, ...hits];
    },
    [THEME_BOOT_SCRIPT, DEFERRED_SCRIPTS_LOADER],
  );
}

async function expectInert(page: Page, dialogs: string[], where: string) {
  // Give lazy images and late renders their chance to fire.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(await domProblems(page), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
}

async function postJson(request: APIRequestContext, url: string, data: object, cookie?: string) {
  const response = await request.post(url, { data, headers: cookie ? { cookie: `ts_session=${cookie}` } : {} });
  expect(response.ok(), `${url} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return response.json();
}

test.describe('stored XSS renders inert', () => {
  test('in the feed, the post, its comments, search, the companion and the admin pages', async ({
    page,
    signIn,
    adminSessionCookie,
    server,
    allowConsoleError,
  }) => {
    test.setTimeout(90_000);
    allowConsoleError(
      /^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self'( 'sha256-[^']+')*( https:\/\/[^ ']+)*'/,
      "the detector's self-check at the end inserts an inline handler; the CSP refuses it",
    );
    const dialogs = await arm(page);
    await signIn(SVG);
    const request = page.context().request;
    const title = `${IMG}${SCRIPT}`.slice(0, 100);
    const created = await postJson(request, '/api/posts/feed', {
      title,
      blocks: [
        { id: 1, type: 'text', content: `본문 onerror 시험 ${SCRIPT} ${IMG} ${LINK} ${IFRAME}` },
        { id: 2, type: 'image', url: '/uploads/not-there.webp', caption: IMG },
        {
          id: 3,
          type: 'link',
          url: 'https://example.com/?q="><img src=x onerror=alert(1)>',
          title: IMG,
          description: SCRIPT,
          siteName: 'javascript:alert(1)',
          domain: '<b>example.com</b>',
          image: 'https://example.com/x.png" onerror="alert(1)',
        },
        { id: 4, type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: SCRIPT },
      ],
    });
    const postId = created.post.postId as string;
    await postJson(request, `/api/posts/${postId}/comments`, { content: `댓글 ${IMG} ${SCRIPT} ${LINK}` });
    await postJson(request, '/api/character/customize', { basePartId: 'base_cat', characterName: '<img src=x>' });
    // Confirmed by the admin, so guests and the feed see it too.
    await postJson(request, '/api/admin/posts/confirm', { postId }, adminSessionCookie);

    // The shared link's <head> (title, Open Graph) is written by the server: escaped there too.
    const shell = await (await request.get(`${server.baseURL}/post/${postId}`)).text();
    expect(shell).not.toContain('<img src=x');
    expect(shell).not.toContain('<script>window.__xss');
    expect(shell).toContain('&lt;img src=x onerror=');

    await page.goto('/');
    await expect(page.getByRole('region', { name: '게시글 피드' }).getByText(title).first()).toBeVisible();
    await expectInert(page, dialogs, 'feed');

    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`댓글 ${IMG} ${SCRIPT} ${LINK}`)).toBeVisible();
    await expect(page.getByText(SVG).first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | 튜브스피어`);
    await expectInert(page, dialogs, 'post detail');

    await page.goto(`/?q=${encodeURIComponent('onerror')}`);
    await expect(page.getByRole('region', { name: '검색 결과' }).getByRole('listitem').first()).toBeVisible();
    await expectInert(page, dialogs, 'search results');
    await page.goto(`/?q=${encodeURIComponent(IMG)}`);
    await expectInert(page, dialogs, 'search for a payload');

    await page.goto('/character');
    await expect(page.getByText('<img src=x>').first()).toBeVisible();
    await expectInert(page, dialogs, 'companion');

    // The admin reads what users wrote: the most valuable target of a stored XSS.
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'ts_session', value: adminSessionCookie, url: server.baseURL }]);
    await page.goto(`/admin/confirm/${postId}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectInert(page, dialogs, 'admin post detail');
    await page.goto('/admin/confirm');
    await expectInert(page, dialogs, 'admin confirm list');

    // The detector itself works: a payload that did reach the DOM is reported.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__xss(1)">'));
    await expect.poll(() => domProblems(page)).toContainEqual(expect.stringContaining('onerror'));
  });
});
