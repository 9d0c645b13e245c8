import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';

/**
 * 메일 소식: a member turns the weekly digest on in /settings, then turns it off again from the
 * 수신 거부 link of a mail. The jobs that write the mails run on a schedule (Monday 09:00), which
 * an e2e run cannot wait for: the mail's token is written into the database the way the job
 * writes it (its sha256), and the API tests send the real mails over SMTP.
 */
test('turn the weekly digest on in settings, then off from the mail’s unsubscribe link', async ({
  page,
  signIn,
  server,
}) => {
  const user = await signIn('소식받는이');
  await page.goto('/settings#notifications');
  await expect(page).toHaveTitle(/설정 \| 튜브스피어/);
  const section = page.locator('#notifications');
  const digest = section.getByRole('switch', { name: /주간 소식 메일/ });
  await expect(digest).not.toBeChecked();
  await expect(section.getByRole('note')).toContainText('인증된 이메일 주소로만');

  await digest.focus();
  await page.keyboard.press('Space');
  await expect(digest).toBeChecked();
  await page.reload();
  await expect(page.locator('#notifications').getByRole('switch', { name: /주간 소식 메일/ })).toBeChecked();
  await expect(page.locator('#notifications').getByRole('switch', { name: /읽지 않은 알림 메일/ })).not.toBeChecked();

  const token = randomBytes(32).toString('base64url');
  const db = new Database(path.join(server.dataDir, 'tubesphere.db'));
  try {
    db.prepare('insert into mail_unsubscribe_token (token_hash, user_id, kind, created_at) values (?, ?, ?, ?)').run(
      createHash('sha256').update(token).digest('hex'),
      Number(user.userId.replace(/^user/, '')),
      'weekly-digest',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }

  // The List-Unsubscribe link itself only leads to the page: opening it turns nothing off.
  await page.goto(`/api/mail/unsubscribe?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/unsubscribe\\?token=${token}$`));
  await expect(page).toHaveTitle(/메일 수신 거부 \| 튜브스피어/);
  await page.getByRole('button', { name: '수신 거부' }).click();
  await expect(page.getByRole('status')).toHaveText('주간 소식 메일을 더 이상 보내지 않습니다.');

  await page.getByRole('link', { name: '메일 설정 바꾸기' }).click();
  await expect(page.locator('#notifications').getByRole('switch', { name: /주간 소식 메일/ })).not.toBeChecked();

  // A link that names no mail says so.
  await page.goto('/unsubscribe?token=nothing');
  await expect(page.getByRole('alert')).toContainText('수신 거부 링크가 올바르지 않습니다');
  await expect(page.getByRole('button', { name: '수신 거부' })).toHaveCount(0);
});
