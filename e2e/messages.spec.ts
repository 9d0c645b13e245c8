import { awaitAppOnVisits, expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';

/**
 * 쪽지 end to end, in two browsers: a member writes from the other's profile; the recipient's
 * open page shows the envelope's count without a reload, the conversation and the message; the
 * answer reaches the sender's open thread live.
 */
test('a 쪽지 sent in one browser arrives live in another, and the answer comes back live', async ({
  page,
  browser,
  server,
  signIn,
  adminSessionCookie,
}) => {
  const recipient = await signIn('쪽지받는이');
  await page.goto('/');
  const envelope = page.getByRole('link', { name: /^쪽지함/ });
  await expect(envelope).toHaveAccessibleName('쪽지함');

  // The sender, in a browser of their own; a 회원 (level 1) may start a conversation.
  const other = await browser.newContext({ baseURL: server.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const signup = await other.request.post('/api/auth/signup', {
    data: { email: `dm-${Date.now()}@test.kr`, password: 'password-123', user_name: '쪽지보내는이' },
  });
  expect(signup.status()).toBe(201);
  const senderId = (await signup.json()).user.user_id as string;
  const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
  await admin.call('POST', `/api/admin/users/${senderId}/trust-level`, { trustLevel: 1, locked: false });

  const sender = awaitAppOnVisits(await other.newPage());
  await sender.goto(`/user/${recipient.userId}`);
  await sender.getByRole('link', { name: '쪽지 보내기' }).click();
  await expect(sender).toHaveURL(new RegExp(`/messages/${recipient.userId}$`));
  await expect(sender.getByRole('heading', { name: '쪽지받는이님과의 쪽지' })).toBeVisible();
  const text = '안녕하세요, 영상 잘 봤어요!';
  const box = sender.getByRole('textbox', { name: '쪽지 내용' });
  await box.fill(text);
  await box.press('Control+Enter');
  const senderThread = sender.getByRole('list', { name: '쪽지받는이님과의 쪽지' });
  await expect(senderThread.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');

  // The recipient's page, never reloaded: the envelope counts it.
  await expect(envelope).toHaveAccessibleName('쪽지함, 읽지 않음 1');
  // On a phone the 알림 tab carries it too (it stands for the bell and the envelope).
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(
    page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: /^알림/ }),
  ).toHaveAccessibleName(/읽지 않음 1$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  await envelope.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page).toHaveTitle(/^쪽지/);
  const conversation = page.getByRole('navigation', { name: '대화 목록' }).getByRole('link', { name: /쪽지보내는이/ });
  await expect(conversation).toContainText(text);
  await expect(conversation).toContainText('읽지 않음 1');
  await conversation.click();
  const thread = page.getByRole('list', { name: '쪽지보내는이님과의 쪽지' });
  await expect(thread.getByText(text)).toBeVisible();
  // Opening it read it.
  await expect(envelope).toHaveAccessibleName('쪽지함');

  // The answer, by keyboard, reaches the sender's open thread live, marked read there once seen.
  const answer = '감사합니다. 다음 영상도 기대해 주세요.';
  const reply = page.getByRole('textbox', { name: '쪽지 내용' });
  await reply.fill(answer);
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(senderThread.getByText(answer)).toBeVisible();
  await expect(senderThread.getByText('읽음')).toBeVisible();
  await other.close();
});

/**
 * 쪽지 신고: the recipient reports a received 쪽지 from the thread, by keyboard; the admins'
 * queue shows it with its sender and recipient, and offers no 숨김 for it.
 */
test('a member reports a received 쪽지 and an admin sees it in the report queue', async ({
  page,
  server,
  signIn,
  signInAsAdmin,
  adminSessionCookie,
}) => {
  const recipient = await signIn('쪽지신고자');
  const sender = await apiSignUp(server.baseURL, `광고쪽지${Date.now() % 10_000}`);
  const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
  await admin.call('POST', `/api/admin/users/${sender.userId}/trust-level`, { trustLevel: 1, locked: false });
  const text = `싸게 팝니다 연락주세요 ${Date.now()}`;
  await sender.call('POST', '/api/messages', { toUserId: recipient.userId, content: text });

  await page.goto(`/messages/${sender.userId}`);
  const thread = page.getByRole('list', { name: `${sender.name}님과의 쪽지` });
  await expect(thread.getByText(text)).toBeVisible();
  const reportButton = thread.getByRole('button', { name: `${sender.name}님의 쪽지 신고` });
  await reportButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '쪽지 신고' });
  await expect(dialog.getByText('신고하면 관리자가 쪽지 내용을 확인합니다.', { exact: false })).toBeVisible();
  await dialog.getByRole('radio', { name: /스팸/ }).check();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고가 접수되었습니다. 검토 결과를 알려드릴게요.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signInAsAdmin();
  await page.goto('/admin/reports');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: `${sender.name}님이 쪽지신고자님에게 보낸 쪽지` })).toBeVisible();
  await expect(card.getByText('받는 사람 쪽지신고자')).toBeVisible();
  await expect(card.getByRole('button', { name: '숨김' })).toHaveCount(0);
  // 삭제 takes it out of the queue (and out of the thread); the queue is left as it was found.
  await card.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog', { name: '신고된 1건 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('1건을 삭제했습니다.')).toBeVisible();
  await expect(card).toHaveCount(0);
});
