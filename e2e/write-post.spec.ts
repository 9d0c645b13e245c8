import { randomBytes } from 'node:crypto';
import { confirmAsAdmin, expect, SMALL_PNG, test } from './support/authoring-fixtures.ts';
import { SITE_ARTICLE } from './support/authoring-site.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

test.describe('/write', () => {
  test('a rich post: text, uploaded image, YouTube video and link → pending for its author, public once confirmed', async ({
    page,
    signIn,
    site,
    browser,
    request,
    baseURL,
  }) => {
    const author = await signIn('리치작성자');
    const marker = `E2E 리치 글 ${randomBytes(3).toString('hex')}`;
    await page.goto('/write');
    await expect(page).toHaveTitle(/글쓰기 \| 튜브스피어/);
    await expect(page.getByRole('heading', { name: '새 글 쓰기' })).toBeVisible();
    await expect(page.getByRole('main').getByText(author.name, { exact: true })).toBeVisible();

    // Starts with one empty text block.
    const blocks = page.locator('[data-block-id]');
    await expect(blocks).toHaveCount(1);
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill(marker);

    await page.getByRole('button', { name: '이미지 블록 추가' }).click();
    await page
      .getByLabel('이미지 파일 선택')
      .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: SMALL_PNG });
    const uploaded = page.getByRole('img', { name: '업로드한 이미지: cat.png' });
    await expect(uploaded).toBeVisible();
    await expect(uploaded).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);

    await page.getByRole('button', { name: '동영상 블록 추가' }).click();
    await page.getByRole('textbox', { name: '동영상 주소' }).fill(YOUTUBE);
    await expect(page.frameLocator('iframe[title="동영상 미리보기"]').locator('body')).toBeAttached();
    await expect(page.locator('iframe[title="동영상 미리보기"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    // Hold the preview a moment so its loading state can be seen.
    await page.route('**/api/links/preview', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: '링크 블록 추가' }).click();
    await page.getByRole('textbox', { name: '링크 주소' }).fill(`${site.origin}/article?post=${marker.slice(-6)}`);
    await expect(page.getByText('링크 미리보기를 불러오는 중...')).toBeVisible();
    const preview = page.getByRole('region', { name: '링크 미리보기' });
    await expect(preview.getByText(SITE_ARTICLE.title)).toBeVisible();
    await expect(preview.getByText(SITE_ARTICLE.description)).toBeVisible();
    // The card names the link's real host, never the page's own claim of a site name.
    await expect(preview.getByText(new URL(site.origin).hostname, { exact: true })).toBeVisible();
    await expect(preview.getByText(SITE_ARTICLE.siteName)).toHaveCount(0);
    await expect(preview.getByRole('button', { name: '미리보기 새로고침' })).toBeVisible();

    await expect(blocks).toHaveCount(4);
    expect(await blocks.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.blockType))).toEqual([
      'text',
      'image',
      'video',
      'link',
    ]);

    // Hold the request a moment so the in-flight label can be seen.
    await page.route('**/api/posts/feed', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page.getByRole('button', { name: '게시 중...' })).toBeDisabled();
    const response = await created;
    expect(response.status()).toBe(201);
    const { post, reward } = await response.json();
    expect(reward).toMatchObject({ granted: true, waterDrops: 10 });
    expect(post.blocks).toHaveLength(4);

    await expect(page.getByRole('status').filter({ hasText: '게시글이 등록되었습니다!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const card = page.getByRole('article').filter({ hasText: marker });
    await expect(card).toBeVisible();
    await expect(card.getByText('확정 대기')).toBeVisible();

    // A guest does not see the pending post…
    const guest = await browser.newPage();
    await guest.goto(`${baseURL}/`);
    await expect(guest.getByRole('article').first()).toBeVisible();
    await expect(guest.getByRole('article').filter({ hasText: marker })).toHaveCount(0);

    // …until an admin confirms it.
    await confirmAsAdmin(request, baseURL as string, post.postId);
    await guest.reload();
    const publicCard = guest.getByRole('article').filter({ hasText: marker });
    await expect(publicCard).toBeVisible();
    await expect(publicCard.getByText('확정 대기')).toHaveCount(0);
    await guest.close();
  });

  test('blocks are added after a position, moved within bounds and deleted (never the last)', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/write');
    const types = () =>
      page
        .locator('[data-block-id]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.blockType));
    await expect(page.getByRole('button', { name: '1번째 블록 삭제' })).toBeDisabled();

    await page.getByRole('button', { name: '링크 블록 추가' }).click();
    await page.getByRole('button', { name: '1번째 블록 뒤에 블록 추가' }).click();
    await page
      .getByRole('group', { name: '1번째 블록 뒤에 추가할 블록 종류' })
      .getByRole('button', { name: '동영상 블록 추가' })
      .click();
    expect(await types()).toEqual(['text', 'video', 'link']);
    await expect(page.getByRole('textbox', { name: '동영상 주소' })).toBeFocused();

    await expect(page.getByRole('button', { name: '1번째 블록을 위로 이동' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '3번째 블록을 아래로 이동' })).toBeDisabled();
    await page.getByRole('button', { name: '1번째 블록을 아래로 이동' }).click();
    expect(await types()).toEqual(['video', 'text', 'link']);
    // Focus follows the moved block.
    await expect(page.getByRole('button', { name: '2번째 블록을 아래로 이동' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await types()).toEqual(['video', 'link', 'text']);

    await page.getByRole('button', { name: '3번째 블록 삭제' }).click();
    await page.getByRole('button', { name: '2번째 블록 삭제' }).click();
    expect(await types()).toEqual(['video']);
    await expect(page.getByRole('button', { name: '1번째 블록 삭제' })).toBeDisabled();
  });

  test('every validation message of the editor appears when provoked', async ({ page, signIn, site }) => {
    await signIn();
    await page.goto('/write');

    // Post submit with nothing in it.
    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('내용을 입력해주세요.');

    // A video the block cannot play.
    await page.getByRole('button', { name: '동영상 블록 추가' }).click();
    const video = page.getByRole('textbox', { name: '동영상 주소' });
    await video.fill('https://cdn.example.com/clip.avi');
    await expect(page.getByText('지원하지 않는 동영상 URL입니다.', { exact: false })).toBeVisible();
    await expect(video).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page.getByRole('alert')).toContainText('지원하지 않는 동영상 URL입니다.');
    await page.getByRole('button', { name: '2번째 블록 삭제' }).click();

    // A link without a scheme, then a video-site link previewed without asking the server.
    const previewCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/links/preview')) previewCalls.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: '링크 블록 추가' }).click();
    const link = page.getByRole('textbox', { name: '링크 주소' });
    await link.fill('naver.com/news');
    await expect(page.getByText('올바른 URL 형식이 아닙니다 (예: https://naver.com)')).toBeVisible();
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await expect(page.getByRole('region', { name: '링크 미리보기' }).getByText('YouTube 동영상')).toBeVisible();
    expect(previewCalls).toEqual([]);

    // A page that cannot be read: message, fallback title, refresh tries again.
    await link.fill(`${site.origin}/broken`);
    await expect(page.getByText('링크 미리보기를 가져올 수 없습니다')).toBeVisible();
    await expect(page.getByText('127.0.0.1에서 공유된 링크')).toBeVisible();
    const calls = previewCalls.length;
    await page.getByRole('button', { name: '미리보기 새로고침' }).click();
    await expect.poll(() => previewCalls.length).toBe(calls + 1);
    expect(previewCalls.at(-1)).toContain('"refresh":true');
    await expect(page.getByText('링크 미리보기를 가져올 수 없습니다')).toBeVisible();

    // An image upload the server refuses keeps the block and says why.
    await page.getByRole('button', { name: '이미지 블록 추가' }).click();
    const dropzone = page.locator('label:has(input[type="file"])');
    await expect(dropzone).toContainText('이미지를 끌어다 놓거나 클릭해서 선택하세요');
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await dropzone.dispatchEvent('dragenter', { dataTransfer });
    await expect(dropzone).toHaveAttribute('data-drag-over', 'true');
    await expect(dropzone).toContainText('여기에 놓으면 업로드돼요');
    await dropzone.dispatchEvent('drop', { dataTransfer });
    await expect(dropzone).not.toHaveAttribute('data-drag-over', 'true');
    await page
      .getByLabel('이미지 파일 선택')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text, not a picture') });
    await expect(page.getByRole('alert')).toHaveText('이미지 업로드 실패: 이미지 파일만 올릴 수 있습니다.');
    await expect(page.locator('[data-block-type="image"]')).toHaveCount(1);
    await expect(page.getByLabel('이미지 파일 선택')).toBeAttached();
  });

  test('a failed submit keeps the post and shows the server message', async ({ page, signIn, allowConsoleError }) => {
    allowConsoleError(/status of 500 .*\/api\/posts\/feed/, 'this test answers the submit with a 500');
    await signIn();
    await page.goto('/write');
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill('실패해도 남아 있어야 하는 글');
    await page.route('**/api/posts/feed', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
    );
    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('게시글 작성에 실패했습니다. 다시 시도해주세요.');
    await expect(page.getByRole('combobox', { name: '텍스트 내용' })).toHaveValue('실패해도 남아 있어야 하는 글');
    await expect(page).toHaveURL(/\/write$/);
  });
});
