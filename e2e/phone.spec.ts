import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';
import { ADMIN_ROUTES, idsForRoute, MAIN_ROUTES, openRoute, resolvePath } from './support/routes.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

/**
 * Every route on a 375 × 812 phone: nothing wider than the screen, and every control at least
 * 44 × 44 px (inline links in running text excepted, WCAG 2.5.8).
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test.describe('phone 375 × 812', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const route of [...MAIN_ROUTES, ...ADMIN_ROUTES]) {
    test(route.path, async ({ page, signIn, signInAsAdmin }) => {
      // Signed in wherever a route allows it: the signed-in header carries the most controls.
      if (route.access === 'admin') await signInAsAdmin();
      else if (route.path !== '/login' && route.path !== '/forgot-password') await signIn('폰점검');
      const url = resolvePath(route, await idsForRoute(route, page.request));
      await openRoute(page, route, url);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${url} scrolls sideways`).toBeLessThanOrEqual(375);

      const small = await smallTouchTargets(page);
      expect(
        small,
        `${url}: targets under 44 × 44 px:\n${small.map((s) => `  ${s.element} ${s.width}×${s.height}`).join('\n')}`,
      ).toEqual([]);
    });
  }

  test('home is one column; the side content opens from a toggle, with large targets', async ({ page, signIn }) => {
    await signIn('폰홈');
    await page.goto('/');
    const firstPost = page.getByRole('main').getByRole('article').first();
    await expect(firstPost).toBeVisible();
    // One column: the feed spans the screen (less the page padding) under the profile card.
    const post = await firstPost.boundingBox();
    expect(post?.width).toBeGreaterThan(320);
    await expect(page.getByRole('heading', { name: '추천 스피어' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toBeHidden();

    const toggle = page.getByRole('button', { name: '메뉴 · 추천 스피어 열기' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '추천 스피어' })).toBeVisible();
    await expect(page.locator('[data-spinner]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const small = await smallTouchTargets(page);
    expect(small, small.map((s) => `${s.element} ${s.width}×${s.height}`).join('\n')).toEqual([]);
  });

  test('a card whose text links times in its video, and which has more media, keeps 44 px targets', async ({
    page,
    signIn,
    context,
  }) => {
    // Only the title links the post when the text holds links of its own; the demo has no such card.
    await signIn('장면카드작성자');
    const title = `장면 카드 ${randomBytes(3).toString('hex')}`;
    const created = await context.request.post('/api/posts/feed', {
      data: {
        title,
        blocks: [
          { id: '1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
          { id: '2', type: 'text', content: '하이라이트는 1:30 부근이에요.' },
          { id: '3', type: 'video', url: 'https://youtu.be/9bZkp7q19f0' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    // Pending, and at the top of its author's feed.
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByRole('link', { name: '1분 30초부터 영상 보기' })).toBeVisible();
    await expect(card.getByRole('link', { name: /^미디어 \d+개 더 보기$/ })).toBeVisible();
    const small = await smallTouchTargets(page);
    expect(small, small.map((s) => `${s.element} ${s.width}×${s.height}`).join('\n')).toEqual([]);
  });

  test('a sphere staff action in /modlog links its sphere with a 44 px target', async ({
    page,
    server,
    adminSessionCookie,
  }) => {
    // The demo's log has no sphere's own actions: a sphere, a post in it, and its owner hiding it.
    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    const owner = await apiSignUp(server.baseURL, '기록스피어방장');
    await admin.call('POST', `/api/admin/users/${owner.userId}/trust-level`, { trustLevel: 2, locked: true });
    const name = `기록 ${randomBytes(3).toString('hex')}`;
    const { sphere } = (await owner.call('POST', '/api/spheres', {
      name,
      icon: '📋',
      description: '처리 내역 점검용',
    })) as { sphere: { id: number } };
    const { post } = (await owner.call('POST', '/api/posts/feed', {
      title: '숨겨질 글',
      sphereId: sphere.id,
      blocks: [{ id: '1', type: 'text', content: '주제와 관계없는 글' }],
    })) as { post: { postId: string } };
    await owner.call('POST', `/api/spheres/${sphere.id}/posts/${post.postId}/hide`, { reason: '주제와 관계없음' });

    await page.goto('/modlog');
    await expect(page.getByRole('link', { name: `${name} 스피어` })).toBeVisible();
    const small = await smallTouchTargets(page);
    expect(small, small.map((s) => `${s.element} ${s.width}×${s.height}`).join('\n')).toEqual([]);
  });

  test('long Korean titles and long URLs wrap inside the screen', async ({ page, signIn, context }) => {
    await signIn('긴글작성자');
    const title = '아주아주긴한국어제목이줄바꿈없이계속이어지는경우에도화면밖으로넘치지않아야합니다정말로요';
    const url = `https://example.com/${'very-long-path-segment-'.repeat(8)}?q=${'x'.repeat(60)}`;
    const created = await context.request.post('/api/posts/feed', {
      data: {
        title,
        blocks: [{ id: '1', type: 'text', content: `링크: ${url} 띄어쓰기가 있는 문장은 단어 단위로 줄이 바뀝니다.` }],
      },
    });
    expect(created.status()).toBe(201);
    const { postId } = (await created.json()).post;
    for (const path of [`/post/${postId}`, '/']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { name: title });
      await expect(heading).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const box = await heading.boundingBox();
      expect(box && box.x + box.width, `${path}: title stays on screen`).toBeLessThanOrEqual(375);
      // keep-all: a line break falls between words, never inside one, when there are spaces.
      const words = page.getByText('띄어쓰기가 있는 문장은', { exact: false }).first();
      await expect(words).toHaveCSS('word-break', 'keep-all');
    }
  });
});
