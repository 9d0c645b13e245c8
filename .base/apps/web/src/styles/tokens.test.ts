import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colours come only from the design tokens, so the dark scheme (prefers-color-scheme in
 * tokens.css) reaches every screen. A raw colour in a CSS module would stay the same in both
 * schemes; an unknown token would silently fall back to nothing.
 */
const src = path.resolve(import.meta.dirname, '..');
const tokens = fs.readFileSync(path.join(src, 'styles/tokens.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') && full !== path.join(src, 'styles/tokens.css') ? [full] : [];
  });
}

/** Custom properties a component sets in a style attribute, e.g. `{ '--rarity': … }`. */
function componentProperties(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentProperties(full);
    if (!entry.name.endsWith('.tsx')) return [];
    return [...fs.readFileSync(full, 'utf8').matchAll(/['"](--[\w-]+)['"]\s*:/g)].map((m) => m[1] as string);
  });
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black)\b/i;
// A mask only uses the alpha of its gradient; it is not a colour anyone sees.
const ALLOWED_LINE = /^\s*(?:-webkit-)?mask(?:-image)?:/;
// Still being finished by the admin-testers / keywords work (issue 12 left them alone): they
// should read var(--color-media-scrim) / var(--color-on-media) and var(--color-on-brand).
// Delete an entry once its line is gone.
const PENDING = [
  'features/admin-testers/components/testers.module.css: background: rgb(0 0 0 / 70%);',
  'features/admin-testers/components/testers.module.css: color: #fff;',
  'features/keywords/components/stock-keyword.module.css: color: #fff;',
];

describe('design tokens', () => {
  const files = cssFiles(src);

  it('finds the style sheets', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no CSS outside tokens.css writes a raw colour', () => {
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => RAW_COLOUR.test(line.replace(/white-space/g, '')) && !ALLOWED_LINE.test(line))
        .filter(({ line }) => !PENDING.includes(`${path.relative(src, file)}: ${line.trim()}`))
        .map(({ line, index }) => `${path.relative(src, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('every custom property a style sheet reads is defined in tokens.css, its own file or a component', () => {
    const setInComponents = componentProperties(src);
    const defined = new Set([...[...tokens.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]), ...setInComponents]);
    const unknown = files.flatMap((file) => {
      const css = fs.readFileSync(file, 'utf8');
      const local = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
      return [...css.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name) && !local.has(name))
        .map((name) => `${path.relative(src, file)}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });

  it('the dark scheme redefines every colour a page is painted with', () => {
    const dark = tokens.slice(tokens.indexOf('prefers-color-scheme: dark'));
    for (const name of [
      '--color-bg',
      '--color-surface',
      '--color-text',
      '--color-text-muted',
      '--color-text-subtle',
      '--color-brand',
      '--color-on-brand',
      '--color-on-danger',
      '--color-border',
      '--color-focus',
    ]) {
      expect(dark, name).toContain(`${name}:`);
    }
  });
});
