import type { Page } from '@playwright/test';

export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * Interactive elements on screen whose box is under `min` × `min` px (WCAG 2.5.5, the 44 px
 * touch size). Exempt, as WCAG 2.5.8 allows: links inside running text (an inline link whose
 * parent also holds other text). A checkbox, radio or file input is measured together with its
 * label, which a finger hits as well (a hidden input wholly by its label).
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const nameOf = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).textContent?.trim() ??
        el.getAttribute('placeholder') ??
        '';
      const classes = Array.from(el.classList)
        .map((c) => c.replace(/^_|_[a-z0-9]{5}_\d+$/g, ''))
        .join('.');
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name.slice(0, 40).replace(/\s+/g, ' ')}"`;
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const own = Array.from(parent.childNodes)
        .filter((node) => node !== el)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      return own.length > 0;
    };
    const small: { element: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if ((el as HTMLElement).classList.contains('skip-link')) continue; // off screen until focused
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = el.getBoundingClientRect();
      const label = (el as HTMLInputElement).labels?.[0];
      const toggle = el.matches('input[type="checkbox"], input[type="radio"], input[type="file"]');
      if (label && (toggle || (box.width <= 1 && box.height <= 1))) {
        // A checkbox, radio or file input is hit through its label too: measure both together.
        const l = label.getBoundingClientRect();
        const left = Math.min(box.left, l.left);
        const top = Math.min(box.top, l.top);
        box = new DOMRect(left, top, Math.max(box.right, l.right) - left, Math.max(box.bottom, l.bottom) - top);
      } else if (box.width <= 1 && box.height <= 1) continue;
      if (box.width === 0 && box.height === 0) continue;
      if (inRunningText(el)) continue;
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        small.push({ element: nameOf(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return small;
  }, min);
}
