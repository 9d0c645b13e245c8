import { randomBytes } from 'node:crypto';
import { confirmAsAdmin, expect, test } from './support/authoring-fixtures.ts';
import { OEMBED } from './support/authoring-site.ts';

const VIDEO_ID = 'dQw4w9WgXcQ';

test.describe('/write-youtube', () => {
  test('share a video with categories → pending for its author, public once confirmed', async ({
    page,
    signIn,
    browser,
    request,
    baseURL,
  }) => {
    await signIn('영상공유자');
    const title = `E2E 공유 ${randomBytes(3).toString('hex')}`;
    await page.goto('/');
    await page
      .getByRole('navigation', { name: '도구 메뉴' })
      .getByRole('link', { name: '영상 공유', exact: true })
      .click();
    await expect(page).toHaveURL(/\/write-youtube$/);
    await expect(page).toHaveTitle(/영상 공유하기 \| 튜브스피어/);

    await page.getByLabel('제목').fill(title);
    await page.getByLabel('내용').fill('퇴근길에 보기 좋은 영상이에요.');
    // Defaults: short break and humor.
    await expect(page.getByRole('checkbox', { name: '짧은 휴식' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '유머' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '술자리' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: '출퇴근길' }).check();
    await page.getByRole('checkbox', { name: '지식' }).check();
    await page.getByRole('checkbox', { name: '유머' }).uncheck();

    await expect(page.getByText('유튜브 링크를 입력하면 여기에서 미리 볼 수 있어요.')).toBeVisible();
    await page.getByLabel('유튜브 링크').fill(`https://youtu.be/${VIDEO_ID}?si=share`);
    const player = page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${VIDEO_ID}"]`);
    await expect(player).toBeAttached();
    await expect(page.getByText(OEMBED.title)).toBeVisible();
    await expect(page.getByText(`채널 · ${OEMBED.channel}`)).toBeVisible();
    await expect(player).toHaveAttribute('title', `유튜브 영상: ${OEMBED.title}`);

    await page.route('**/api/posts/feed', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(page.getByRole('button', { name: '게시 중...' })).toBeDisabled();
    const response = await created;
    expect(response.status()).toBe(201);
    const { post } = await response.json();
    expect(post).toMatchObject({
      title,
      apiSource: 'manual',
      isConfirmed: false,
      categories: { timing: ['commute', 'break'], content: ['knowledge'] },
    });

    await expect(
      page.getByRole('status').filter({ hasText: '유튜브 영상이 성공적으로 공유되었습니다!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('확정 대기')).toBeVisible();

    const guest = await browser.newPage();
    await guest.goto(`${baseURL}/`);
    await expect(guest.getByRole('article').first()).toBeVisible();
    await expect(guest.getByRole('article', { name: title })).toHaveCount(0);
    await confirmAsAdmin(request, baseURL as string, post.postId);
    await guest.reload();
    await expect(guest.getByRole('article', { name: title })).toBeVisible();
    await guest.close();
  });

  test('every validation message of the share form appears when provoked', async ({
    page,
    signIn,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 500 .*\/api\/posts\/feed/, 'this test answers the submit with a 500');
    await signIn();
    await page.goto('/write-youtube');
    const submit = page.getByRole('button', { name: '공유하기' });

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('제목, 내용, 유튜브 링크를 모두 입력해주세요.');

    // Limits: the fields stop at 100 and 1000 characters and say so.
    await page.getByLabel('제목').fill('가'.repeat(120));
    await expect(page.getByLabel('제목')).toHaveValue('가'.repeat(100));
    await expect(page.getByText('100/100')).toBeVisible();
    await page.getByLabel('내용').fill('나'.repeat(1005));
    await expect(page.getByText('1000/1000')).toBeVisible();

    await page.getByLabel('유튜브 링크').fill('https://vimeo.com/76979871');
    await expect(page.getByLabel('유튜브 링크')).toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('올바른 유튜브 링크를 입력해주세요.');

    await page.getByLabel('유튜브 링크').fill(`https://www.youtube.com/shorts/${VIDEO_ID}`);
    await page.route('**/api/posts/feed', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('게시 중 오류가 발생했습니다.');
    await expect(page.getByLabel('제목')).toHaveValue('가'.repeat(100));
  });
});
