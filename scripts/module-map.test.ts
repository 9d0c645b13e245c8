import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, buildModuleMap, withModuleMap } from './module-map.ts';

describe('the module map of docs/architecture.md', () => {
  it('is the one the code gives (node --import tsx scripts/module-map.ts --write rewrites it)', async () => {
    const doc = await readFile(ARCHITECTURE_DOC, 'utf8');
    expect(withModuleMap(doc, await buildModuleMap())).toBe(doc);
  });

  it('names every module, with the decoration its plugin adds', async () => {
    const map = await buildModuleMap();
    expect(map).toContain('| posts | ');
    expect(map).toContain('`app.posts`');
    expect(map).toMatch(/\| comments \|[^\n]*\| [^\n]*notifications[^\n]*posts[^\n]*rewards/);
  });
});
