import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it is
 * not reached within `max` presses (so it also proves the control is in the tab order).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${target} not reached with ${max} × ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${await focusedDescription(page)}`,
  );
}

/** Whether `target` has focus, without waiting for it to appear. */
export const isFocused = async (target: Locator) =>
  (await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement));

export const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).textContent?.slice(0, 30) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name}`;
  });

/**
 * The focused element shows a focus indicator: a visible outline at least 2 px wide, or a
 * box-shadow ring (WCAG 2.4.7 / 2.4.11). Returns the style for the failure message.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    const outlined = (c: CSSStyleDeclaration) => c.outlineStyle !== 'none' && Number.parseFloat(c.outlineWidth) >= 2;
    // A link whose ::after covers its card draws the ring there (video-card.module.css), and a
    // borderless field can ring its whole box instead (keyword-box.module.css :has()).
    let ringedBox = false;
    for (let parent = el.parentElement, up = 0; parent && up < 3; parent = parent.parentElement, up++) {
      if (outlined(getComputedStyle(parent))) ringedBox = true;
    }
    return {
      element: `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 30)}`,
      outline: `${css.outlineStyle} ${css.outlineWidth}`,
      boxShadow: css.boxShadow,
      ring:
        outlined(css) ||
        (css.boxShadow !== 'none' && css.boxShadow !== '') ||
        outlined(getComputedStyle(el, '::after')) ||
        ringedBox,
    };
  });
  expect(style, 'something has focus').not.toBeNull();
  if (!style) return;
  expect(
    style.ring,
    `no visible focus on ${style.element} (outline ${style.outline}, box-shadow ${style.boxShadow})`,
  ).toBe(true);
}

/** Tabs through the first `stops` controls of the page, each showing a visible focus ring. */
export async function expectFocusRingsWhileTabbing(page: Page, stops: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    seen.push(await focusedDescription(page));
    await expectVisibleFocus(page);
  }
  return seen;
}

/**
 * Lets the page run the timers its last key handler queued. dnd-kit's keyboard sensor starts
 * listening for arrows in a setTimeout after Space picks a part up; a timer queued now fires after
 * it, so the next arrow is not lost on a busy machine.
 */
export async function afterQueuedTimers(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
