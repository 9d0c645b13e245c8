import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a maintainer has the code, README and docs/ — not the
 * documents the product was first described in, nor an issue tracker. So no tracked file may
 * cite those (a spec section, a design section, an issue number, or the files by name), and every
 * `docs/…md` file, decision record and heading that code or docs point to must exist.
 * What the product does: docs/product.md; how it is built: docs/architecture.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const SELF = 'scripts/repo-stands-alone.test.ts';

/** Generated benchmark output and binary files are not prose anyone maintains. */
const SKIPPED =
  /^bench\/results\/|\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|db)$|(^|\/)package-lock\.json$/;

const CITATIONS: [name: string, pattern: RegExp][] = [
  ['a spec section', /\bspec\s*§/i],
  ['a design section', /\bDESIGN\s*§/i],
  ['an issue number', /\bissues?\s+#?\d+/i],
  ['a bare section number', /(?<!RFC \d+ )§\s*\d/],
  ['the product spec file', /product-spec\.md/i],
  ['the design file', /\bDESIGN\.md\b/],
  ['the third-party fixtures file', /THIRD-PARTY-APIS/],
];

/**
 * Exceptions: a file and the exact text that may stay there for now (e.g. a test title from a
 * branch being merged, to reword next). Empty; the test fails once a listed text is gone, so the
 * list can only shrink.
 */
const PENDING_TEST_TITLES: [file: string, text: string][] = [];

interface SourceFile {
  file: string;
  lines: string[];
}

function trackedFiles(): SourceFile[] {
  const names = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  const files: SourceFile[] = [];
  for (const file of names) {
    if (!file || file === SELF || SKIPPED.test(file)) continue;
    const full = path.join(root, file);
    // A file deleted in the work tree but not yet in the index is not there to read.
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    files.push({ file, lines: text.split('\n') });
  }
  return files;
}

const files = trackedFiles();

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading?.[1]) anchors.add(slug(heading[1]));
    }
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with a reference to `target` (a file path, maybe with #anchor), or null. */
function brokenReference(target: string): string | null {
  const [file = '', anchor] = target.split('#');
  if (!existsSync(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) return `no heading #${anchor}`;
  return null;
}

const decisionNumbers = new Set(
  readdirSync(path.join(root, 'docs/decisions'))
    .map((name) => /^(\d{3})-[\w.-]+\.md$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined),
);

describe('the repository stands alone', () => {
  it('reads the tracked files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no spec section, design section, issue number or outside document', () => {
    const found: string[] = [];
    const pendingSeen = new Set<number>();
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        for (const [name, pattern] of CITATIONS) {
          if (!pattern.test(line)) continue;
          const pending = PENDING_TEST_TITLES.findIndex(([f, text]) => f === file && line.includes(text));
          if (pending >= 0) {
            pendingSeen.add(pending);
            continue;
          }
          found.push(`${file}:${index + 1} cites ${name}: ${line.trim()}`);
        }
      });
    }
    expect(found, 'explain the rule in the comment, or point into docs/ (product.md, architecture.md)').toEqual([]);
    const gone = PENDING_TEST_TITLES.filter((_, i) => !pendingSeen.has(i)).map(([f, text]) => `${f}: ${text}`);
    expect(gone, 'reworded: remove these from PENDING_TEST_TITLES').toEqual([]);
  });

  it('points only at docs files, decision records and headings that exist', () => {
    const broken: string[] = [];
    // `docs/….md` anywhere (comments, Markdown, strings), optionally with a #heading.
    const docsPath = /(?<![\w-])docs\/(?:decisions\/)?[\w.-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu;
    // Markdown links to other .md files, relative to the file that holds them.
    const markdownLink = /\]\(((?!https?:|mailto:|#)[^)\s]+\.md(?:#[^)\s]*)?)\)/g;
    // "decision 048", "decisions 040, 043 and 044", "decisions 040 to 049".
    const decisionMention = /\bdecisions?\s+(\d{3}(?:\s*(?:,|and|to|&)\s*\d{3})*)\b/gi;
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const match of line.matchAll(docsPath)) {
          const problem = brokenReference(path.join(root, match[0]));
          if (problem) broken.push(`${where} ${match[0]}: ${problem}`);
        }
        if (file.endsWith('.md')) {
          for (const match of line.matchAll(markdownLink)) {
            const target = match[1] ?? '';
            const resolved = target.startsWith('docs/')
              ? path.join(root, target)
              : path.join(root, path.dirname(file), target);
            const problem = brokenReference(resolved);
            if (problem) broken.push(`${where} ${target}: ${problem}`);
          }
        }
        for (const match of line.matchAll(decisionMention)) {
          for (const number of match[1]?.match(/\d{3}/g) ?? []) {
            if (!decisionNumbers.has(number)) broken.push(`${where} decision ${number}: no such record`);
          }
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const cites = (line: string) => CITATIONS.filter(([, pattern]) => pattern.test(line)).map(([name]) => name);
    expect(cites('/** The feed (spec §4 feed cache). */')).toEqual(['a spec section', 'a bare section number']);
    expect(cites('// see Issue 12')).toEqual(['an issue number']);
    expect(cites('(fixtures/THIRD-PARTY-APIS.md)')).toEqual(['the third-party fixtures file']);
    expect(cites('`localhost` is loopback by definition (RFC 6761 §6.3)')).toEqual([]);
    expect(cites('docs/third-party-apis.md#youtube')).toEqual([]);
    expect(brokenReference(path.join(root, 'docs/decisions/013-read-cache.md'))).toBe('no such file');
    expect(brokenReference(path.join(root, 'docs/product.md#feed'))).toBeNull();
    expect(brokenReference(path.join(root, 'docs/product.md#no-such-heading'))).toBe('no heading #no-such-heading');
  });
});
