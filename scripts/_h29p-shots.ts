// Temporary: screenshots of the screens changed for issue items 8-15 (not committed).
import { chromium, type Page } from '@playwright/test';
import { E2E_ADMIN, startServer } from '../e2e/support/server.ts';

const OUT = '/tmp/h29p-shots';
const server = await startServer({ DEMO_PROVIDERS: '1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const width of [1280, 375]) {
    const height = width === 375 ? 812 : 900;
    const guest = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height }, locale: 'ko-KR' });
    const g = await guest.newPage();
    const shot = async (page: Page, name: string, full = false) =>
      page.screenshot({ path: `${OUT}/${width}-${name}.png`, fullPage: full });
    await g.goto('/');
    await g.waitForTimeout(800);
    await shot(g, 'guest-home');
    await g.goto('/?q=%EA%B0%80');
    await g.waitForTimeout(800);
    await shot(g, 'search-one-char');
    await g.goto('/trending');
    await g.waitForTimeout(1500);
    await shot(g, 'trending');
    await g.goto('/playboard-channels?sort=growth');
    await g.waitForTimeout(1500);
    await shot(g, 'playboard-growth');
    await g.goto('/new-channel-ranking');
    await g.waitForTimeout(1500);
    await shot(g, 'new-channels');

    // A member with an unread notification, and one who left.
    const member = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height }, locale: 'ko-KR' });
    const m = await member.newPage();
    const email = `shot-${width}-${Date.now()}@test.kr`;
    await m.request.post('/api/auth/signup', { data: { email, password: 'password-123', user_name: `배지${width}` } });
    const created = await m.request.post('/api/posts/feed', {
      data: { title: '배지 확인', blocks: [{ id: '1', type: 'text', content: '본문' }] },
    });
    const postId = (await created.json()).post.postId;
    const admin = await browser.newContext({ baseURL: server.baseURL });
    await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    await admin.request.post('/api/admin/posts/confirm', { data: { postId } });
    await admin.request.post('/api/admin/posts/hide', { data: { postId, reason: '허위 사실' } });
    await admin.request.post('/api/admin/posts/restore', { data: { postId } });
    await m.goto('/');
    await m.waitForTimeout(1000);
    await shot(m, 'member-home');
    if (width === 1280) {
      await m.getByRole('button', { name: 'MY' }).click();
      await m.waitForTimeout(300);
      await shot(m, 'my-menu');
      await m.keyboard.press('Escape');
      await m.getByRole('button', { name: /^알림/ }).click();
      await m.waitForTimeout(800);
      await shot(m, 'bell-panel');
    }
    await m.goto('/notifications');
    await m.waitForTimeout(1000);
    await shot(m, 'notifications');
    const me = await (await m.request.get('/api/auth/me')).json();
    await m.request.post('/api/auth/delete-account', { data: { password: 'password-123' } });
    await g.goto(`/user/${me.user.user_id}`);
    await g.waitForTimeout(1000);
    await shot(g, 'deleted-profile');
    await admin.close();
    await member.close();
    await guest.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
