import { E2E_ADMIN, expect, test } from './fixtures.ts';

test.describe('admin SQL tool', () => {
  test('asks for the query and the key, shows bad SQL errors, runs every sample and an UPDATE', async ({
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
    await sql.fill('SELEC nothing');
    await run.click();
    await expect(page.getByRole('alert')).toContainText('SQL 오류:');
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

    await sql.fill("UPDATE sphere SET description = 'e2e에서 수정' WHERE sphere_id = 1");
    await run.click();
    await expect(page.getByRole('heading', { name: '쿼리가 실행되었습니다' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('1');

    await sql.fill('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1200) SELECT x FROM n');
    await run.click();
    await expect(page.getByText('결과가 1,000행을 넘어 처음 1,000행만 표시합니다.')).toBeVisible();
    await expect(page.getByText(/^1,000행/)).toBeVisible();
  });
});
