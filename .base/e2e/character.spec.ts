import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures.ts';
import { afterQueuedTimers } from './support/keyboard.ts';

/** The box accessory percentages are measured in: the canvas inset by 9 % (companion-figure.module.css). */
async function layerBox(page: Page) {
  const box = await page.getByTestId('assembly-canvas').boundingBox();
  if (!box) throw new Error('canvas not visible');
  const inset = box.width * 0.09;
  return { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
}

/** A real mouse drag: press, move past the 6 px activation distance, travel, release. */
async function mouseDrag(page: Page, source: Locator, to: { x: number; y: number }) {
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function dropOnCanvas(page: Page, source: Locator, percent: { x: number; y: number }) {
  await source.scrollIntoViewIfNeeded();
  const layer = await layerBox(page);
  await mouseDrag(page, source, {
    x: layer.x + (layer.width * percent.x) / 100,
    y: layer.y + (layer.height * percent.y) / 100,
  });
}

const card = (page: Page, partId: string) => page.locator(`button[data-part-id="${partId}"]`);
const onCanvas = (page: Page, partId: string) =>
  page.getByTestId('assembly-canvas').locator(`[data-part-id="${partId}"]`);

async function position(locator: Locator) {
  return {
    x: Number(await locator.getAttribute('data-x')),
    y: Number(await locator.getAttribute('data-y')),
  };
}

test.describe('/character customizer', () => {
  test('assemble by mouse and keyboard, adjust, remove, name, save, reload', async ({ page, signIn }) => {
    await signIn('꾸미기유저');
    await page.goto('/character');
    await expect(page).toHaveTitle(/내 컴패니언 \| 튜브스피어/);
    await expect(page.getByRole('heading', { level: 1, name: '나의 컴패니언' })).toBeVisible();
    await expect(page.getByText('꾸미기유저의 컴패니언')).toBeVisible();
    const finish = page.getByRole('button', { name: '완성' });
    await expect(finish).toBeDisabled();

    // Locked parts are shown locked and do not drag.
    const fox = card(page, 'base_fox');
    await expect(fox).toHaveAttribute('aria-disabled', 'true');
    await expect(fox).toContainText('레벨 6에 잠금 해제');
    await dropOnCanvas(page, fox, { x: 50, y: 50 });
    await expect(page.getByTestId('assembly-canvas')).toHaveAttribute('data-base-id', '');
    // Rarity borders: common grey, epic purple.
    await expect(card(page, 'base_cat')).toHaveCSS('border-top-color', 'rgb(156, 163, 175)');
    await expect(fox).toHaveCSS('border-top-color', 'rgb(168, 85, 247)');

    // 1. A base by mouse.
    await dropOnCanvas(page, card(page, 'base_cat'), { x: 50, y: 50 });
    await expect(page.getByTestId('assembly-canvas')).toHaveAttribute('data-base-id', 'base_cat');
    await expect(card(page, 'base_cat')).toHaveAttribute('aria-pressed', 'true');
    await expect(finish).toBeEnabled();

    // 2. An accessory by mouse, dropped at 30 % / 20 %.
    await dropOnCanvas(page, card(page, 'acc_ribbon'), { x: 30, y: 20 });
    const ribbon = onCanvas(page, 'acc_ribbon');
    await expect(ribbon).toBeVisible();
    const ribbonAt = await position(ribbon);
    expect(Math.abs(ribbonAt.x - 30)).toBeLessThan(1.5);
    expect(Math.abs(ribbonAt.y - 20)).toBeLessThan(1.5);

    // 3. An accessory by keyboard: Space picks it up, the first arrow brings it to the middle,
    //    each arrow moves 5 %, Space drops it.
    const glasses = card(page, 'acc_glasses');
    await glasses.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('뿔테 안경을 집었습니다.', { exact: false })).toBeAttached();
    await afterQueuedTimers(page); // dnd-kit starts listening for arrows in a timer
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await page.keyboard.press('Space');
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-x', '55');
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-y', '60');

    // 4. A third one by a plain click on its card (lands in the middle), removed later.
    await card(page, 'acc_cap').click();
    await expect(onCanvas(page, 'acc_cap')).toHaveAttribute('data-x', '50');

    // 5. Adjust mode: drag the ribbon 45 % to the right and 5 % down.
    await page.getByRole('button', { name: '위치 조정' }).click();
    await expect(page.getByRole('button', { name: '조정 끝내기', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const layer = await layerBox(page);
    const ribbonButton = page.getByRole('button', { name: /^리본 옮기기/ });
    const box = await ribbonButton.boundingBox();
    if (!box) throw new Error('ribbon not visible');
    await mouseDrag(page, ribbonButton, {
      x: box.x + box.width / 2 + layer.width * 0.45,
      y: box.y + box.height / 2 + layer.height * 0.05,
    });
    const moved = await position(ribbon);
    expect(Math.abs(moved.x - (ribbonAt.x + 45))).toBeLessThan(1);
    expect(Math.abs(moved.y - (ribbonAt.y + 5))).toBeLessThan(1);

    // Reset and done show on focus (and hover); the keyboard moves the glasses in adjust mode.
    const glassesButton = page.getByRole('button', { name: /^뿔테 안경 옮기기/ });
    await glassesButton.focus();
    const reset = page.getByRole('button', { name: '뿔테 안경 위치 초기화' });
    await expect(reset).toBeVisible();
    await expect(reset).toHaveCSS('opacity', '1');
    await reset.click();
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-x', '50');
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-y', '50');
    await glassesButton.focus();
    await page.keyboard.press('Space');
    await afterQueuedTimers(page); // dnd-kit starts listening for arrows in a timer
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Shift+ArrowLeft']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-x', '49');
    await expect(onCanvas(page, 'acc_glasses')).toHaveAttribute('data-y', '30');
    await ribbonButton.hover();
    await expect(page.getByRole('button', { name: '리본 위치 초기화' })).toHaveCSS('opacity', '1');
    await glassesButton.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const done = onCanvas(page, 'acc_glasses').getByRole('button', { name: '위치 조정 끝내기' });
    await expect(done).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '위치 조정', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // 6. Out of adjust mode a click takes an accessory off.
    await page.getByRole('button', { name: '야구모자 빼기' }).click();
    await expect(onCanvas(page, 'acc_cap')).toHaveCount(0);

    // 7. Name and save.
    const name = page.getByLabel('캐릭터 이름');
    await name.fill('몽실이');
    await expect(page.getByText('3/20')).toBeVisible();
    await finish.click();
    await expect(page.getByText('컴패니언을 저장했어요!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '몽실이' })).toBeVisible();

    // 8. After a reload exactly the saved look comes back.
    const saved = await position(ribbon);
    await page.reload();
    await expect(page.getByTestId('assembly-canvas')).toHaveAttribute('data-base-id', 'base_cat');
    await expect(page.getByLabel('캐릭터 이름')).toHaveValue('몽실이');
    await expect(page.getByTestId('assembly-canvas').locator('[data-part-id]')).toHaveCount(2);
    expect(await position(onCanvas(page, 'acc_ribbon'))).toEqual(saved);
    expect(await position(onCanvas(page, 'acc_glasses'))).toEqual({ x: 49, y: 30 });
    const profile = await (await page.request.get('/api/character/profile')).json();
    expect(profile.character).toMatchObject({ character_name: '몽실이', base_part_id: 'base_cat' });
    expect(profile.equippedAccessories).toEqual([
      { part_id: 'acc_ribbon', position_x: saved.x, position_y: saved.y },
      { part_id: 'acc_glasses', position_x: 49, position_y: 30 },
    ]);

    // 9. The home widget shows the same companion.
    await page.getByRole('link', { name: '홈으로', exact: true }).click();
    const widget = page.getByTestId('companion-widget');
    await expect(widget.getByText('몽실이', { exact: true })).toBeVisible();
    await expect(widget.getByTestId('companion-portrait')).toHaveAttribute('data-base-id', 'base_cat');
    await expect(widget.getByTestId('companion-portrait')).toHaveAttribute(
      'data-accessories',
      `acc_ribbon@${saved.x},${saved.y} acc_glasses@49,30`,
    );
  });

  test('a blank name keeps the current one; unsaved changes are discarded on leave', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/character');
    await card(page, 'base_puppy').click();
    await page.getByLabel('캐릭터 이름').fill('   ');
    await page.getByRole('button', { name: '완성' }).click();
    await expect(page.getByText('컴패니언을 저장했어요!')).toBeVisible();
    await expect(page.getByLabel('캐릭터 이름')).toHaveValue('나의 컴패니언');

    await card(page, 'acc_flower').click();
    await card(page, 'base_sprout').click();
    await page.getByRole('link', { name: '홈으로', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/character');
    await expect(page.getByTestId('assembly-canvas')).toHaveAttribute('data-base-id', 'base_puppy');
    await expect(onCanvas(page, 'acc_flower')).toHaveCount(0);
  });

  test('a failed save is logged and told in a toast', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/character');
    await card(page, 'base_cat').click();
    await page.route('**/api/character/customize', (route) =>
      route.fulfill({ status: 400, json: { error: '아직 잠겨 있는 파츠입니다: 여우 (레벨 6 필요)' } }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByRole('button', { name: '완성' }).click();
    await expect(page.getByText('아직 잠겨 있는 파츠입니다: 여우 (레벨 6 필요)')).toBeVisible();
    await expect.poll(() => warnings.some((w) => w.startsWith('character save failed'))).toBe(true);
    await expect(page.getByRole('button', { name: '완성' })).toBeEnabled();
  });

  test('loading shows debug info; an error offers a retry that recovers', async ({ page, signIn }) => {
    const user = await signIn();
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/character/profile**', async (route) => {
      calls += 1;
      if (calls === 1) {
        await held;
        return route.fulfill({ status: 403, json: { error: '다른 사용자의 정보는 변경할 수 없습니다.' } });
      }
      return route.continue();
    });
    await page.goto('/character');
    await expect(page.getByText('캐릭터 정보를 불러오는 중...')).toBeVisible();
    await expect(page.getByText(`사용자 ${user.userId} · 요청 1회차`)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: '오류가 발생했습니다' })).toBeVisible();
    await expect(page.getByText('다른 사용자의 정보는 변경할 수 없습니다.')).toBeVisible();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('assembly-canvas')).toBeVisible();
  });

  test('no parts at all shows the not-found state with a refresh', async ({ page, signIn }) => {
    await signIn();
    let empty = true;
    await page.route('**/api/character/profile**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      return route.fulfill({ response, json: empty ? { ...body, availableParts: [] } : body });
    });
    await page.goto('/character');
    await expect(page.getByRole('heading', { name: '캐릭터를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText('캐릭터 정보나 사용할 수 있는 파츠가 없습니다.')).toBeVisible();
    empty = false;
    await page.getByRole('button', { name: '새로고침' }).click();
    await expect(page.getByTestId('assembly-canvas')).toBeVisible();
  });
});
