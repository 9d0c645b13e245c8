import { randomBytes } from 'node:crypto';
import { E2E_ADMIN, expect, test } from './fixtures.ts';
import { apiSignUp } from './support/api-user.ts';

test.describe('admin SQL tool', () => {
  test('asks for the query and the key, shows bad SQL errors, runs every sample and cuts long results', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await page.goto('/admin/query');
    await expect(page).toHaveTitle(/DB 쿼리 도구 \| 튜브스피어/);
    const run = page.getByRole('button', { name: '쿼리 실행' });
    const sql = page.getByRole('textbox', { name: 'SQL 쿼리' });
    const key = page.getByLabel('관리자 키');

    await run.click();
    await expect(page.getByRole('alert')).toHaveText('쿼리를 입력해주세요.');
    await sql.fill('SELECT 1');
    await run.click();
    await expect(page.getByRole('alert')).toHaveText('관리자 키를 입력해주세요.');
    await key.fill('wrong-key');
    await run.click();
    await expect(page.getByRole('alert')).toHaveText('관리자 키가 올바르지 않습니다.');
    await key.fill(E2E_ADMIN.key);
    await sql.fill('SELECT * FORM post');
    await run.click();
    await expect(page.getByRole('alert')).toContainText('SQL 오류:');
    await sql.fill('SELEC nothing');
    await run.click();
    await expect(page.getByRole('alert')).toContainText('SQL 도구에서 실행할 수 없는 문장입니다(SELEC)');
    await sql.fill('SELECT 1; SELECT 2');
    await sql.press('Control+Enter');
    await expect(page.getByRole('alert')).toHaveText('한 번에 하나의 SQL 문만 실행할 수 있습니다.');

    for (const [label, firstColumn] of [
      ['사용자 목록', 'user_id'],
      ['스피어 목록', 'sphere_id'],
      ['최신 게시글', 'post_id'],
      ['사용자 수', 'user_count'],
      ['스피어별 멤버 수', 'sphere_id'],
    ] as const) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(sql).not.toHaveValue('');
      await run.click();
      const table = page.getByRole('region', { name: /쿼리 결과 \d+행/ }).getByRole('table');
      await expect(table.getByRole('columnheader').first()).toHaveText(firstColumn);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    // The last sample, members per sphere, lists every seeded sphere.
    await expect(page.getByRole('row')).not.toHaveCount(1);

    await sql.fill('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1200) SELECT x FROM n');
    await run.click();
    await expect(page.getByText('결과가 1,000행을 넘어 처음 1,000행만 표시합니다.')).toBeVisible();
    await expect(page.getByText(/^1,000행/)).toBeVisible();
  });

  test('reads only until 쓰기 모드 is on; a write asks first, and /admin/audit lists both runs', async ({
    page,
    server,
    signInAsAdmin,
  }) => {
    // The write changes a member of this test's own, so no other spec sees data it did not expect.
    const member = await apiSignUp(server.baseURL, `쿼리${randomBytes(2).toString('hex')}`);
    const renamed = `쓰기${randomBytes(2).toString('hex')}`;
    const rowId = member.userId.replace(/^\D+/, ''); // the stored number behind the API's "user12"
    await signInAsAdmin();
    await page.goto('/admin/query');
    const run = page.getByRole('button', { name: '쿼리 실행' });
    const sql = page.getByRole('textbox', { name: 'SQL 쿼리' });
    const writeMode = page.getByRole('switch', { name: '쓰기 모드' });
    await page.getByLabel('관리자 키').fill(E2E_ADMIN.key);
    await expect(writeMode).toHaveAttribute('aria-checked', 'false');

    const select = `SELECT user_id, user_name FROM "user" WHERE user_id = ${rowId}`;
    await sql.fill(select);
    await run.click();
    await expect(page.getByRole('region', { name: /쿼리 결과 1행/ })).toBeVisible();
    await expect(page.getByText('읽기 전용', { exact: true })).toBeVisible();

    const update = `UPDATE "user" SET user_name = '${renamed}' WHERE user_id = ${rowId}`;
    await sql.fill(update);
    await run.click();
    await expect(page.getByRole('alert')).toContainText(
      '읽기 전용 모드에서는 데이터를 바꾸는 SQL을 실행할 수 없습니다.',
    );

    await page.getByRole('button', { name: '쓰기 모드 켜기' }).click();
    await expect(writeMode).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('쓰기 모드가 켜져 있습니다.', { exact: false })).toBeVisible();
    // Cancelling runs nothing.
    await run.click();
    const dialog = page.getByRole('dialog', { name: '데이터를 바꾸는 SQL을 실행할까요?' });
    await expect(dialog).toContainText(update);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await run.click();
    await dialog.getByRole('button', { name: '실행', exact: true }).click();
    await expect(page.getByRole('heading', { name: '쿼리가 실행되었습니다' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('1');

    // A plain read in write mode asks nothing.
    await sql.fill(select);
    await run.click();
    await expect(
      page.getByRole('region', { name: /쿼리 결과 1행/ }).getByRole('cell', { name: renamed }),
    ).toBeVisible();

    await page.getByRole('link', { name: '감사 로그' }).click();
    await expect(page).toHaveTitle(/감사 로그 \| 튜브스피어/);
    await page.getByLabel('작업 유형').selectOption({ label: 'SQL 실행' });
    await expect(page).toHaveURL(/action=sql\.run/);
    const rows = page.getByRole('list', { name: '감사 로그 목록' }).getByRole('listitem');
    const written = rows.filter({ hasText: update });
    await expect(written.filter({ hasText: '성공' })).toHaveCount(1);
    await expect(written.filter({ hasText: '쓰기 모드' }).filter({ hasText: '성공' })).toHaveCount(1);
    await expect(written.filter({ hasText: '거부' })).toHaveCount(1);
    await expect(rows.filter({ hasText: select }).first()).toContainText('성공');
    await page.getByLabel('결과', { exact: true }).selectOption({ label: '거부' });
    await expect(rows.filter({ hasText: update })).toHaveCount(1);
    await expect(rows.filter({ hasText: select })).toHaveCount(0);
  });
});
