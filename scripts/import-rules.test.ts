import { execFile } from 'node:child_process';
import { rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/** The import rules of .dependency-cruiser.cjs fail `npm run lint` when broken. */
const root = path.resolve(import.meta.dirname, '..');
/** Each planted file, and its folder's times before: put back, so the build sees nothing new. */
const planted: Array<{ file: string; folder: string; atime: Date; mtime: Date }> = [];

/** Writes a file the test removes afterwards, noting its folder's times first. */
async function plant(file: string, source: string) {
  const folder = path.dirname(file);
  const { atime, mtime } = await stat(folder);
  planted.push({ file, folder, atime, mtime });
  await writeFile(file, source);
}

async function cruise(relativeFile: string, source: string) {
  await plant(path.join(root, relativeFile), source);
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  return promisify(execFile)(bin, [relativeFile, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: root,
  }).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout?: string }) => ({ failed: true, output: error.stdout ?? '' }),
  );
}

// Adding and removing a file changes its folder's modification time, which `npm start` would
// take for an edited source and rebuild the web app for.
afterEach(async () => {
  for (const { file, folder, atime, mtime } of planted.splice(0).reverse()) {
    await rm(file, { force: true });
    await utimes(folder, atime, mtime);
  }
});

describe('import rules', () => {
  it('refuse a feature reaching into another feature past its index.ts', async () => {
    const result = await cruise(
      'apps/web/src/features/search/planted-cross-feature.ts',
      "export { PostCard } from '../feed/components/post-card.tsx';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('feature-through-index');
  }, 60_000);

  it('refuse shared web code importing a feature, even through its index', async () => {
    const result = await cruise(
      'apps/web/src/lib/planted-feature-import.ts',
      "export * from '../features/feed/index.ts';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('shared-web-code-never-imports-features');
  }, 60_000);

  it('let a feature use another through its index.ts', async () => {
    const result = await cruise(
      'apps/web/src/features/search/planted-through-index.ts',
      "export * from '../feed/index.ts';\n",
    );
    expect(result).toEqual({ failed: false, output: '' });
  }, 60_000);

  it('refuse a server module reaching into another module past its index.ts', async () => {
    const result = await cruise(
      'apps/server/src/modules/garden/planted-cross-module.ts',
      "export { toWirePost } from '../posts/post-mapper.ts';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('server-module-through-index');
  }, 60_000);

  it('let a server module use another through its index.ts', async () => {
    const result = await cruise(
      'apps/server/src/modules/garden/planted-through-index.ts',
      "export { toWirePost } from '../posts/index.ts';\n",
    );
    expect(result).toEqual({ failed: false, output: '' });
  }, 60_000);

  it('refuse server code outside modules/ reaching past a module index.ts', async () => {
    const result = await cruise(
      'apps/server/src/jobs/planted-module-insides.ts',
      "export { indexPosts } from '../modules/search/indexer.ts';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('server-outside-modules-through-index');
  }, 60_000);

  it('refuse plugins/ importing a module, even through its index', async () => {
    const result = await cruise(
      'apps/server/src/plugins/app/planted-module-import.ts',
      "export { postsModule } from '../../modules/posts/index.ts';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('server-plugins-never-import-modules');
  }, 60_000);

  it('refuse an import cycle on the server', async () => {
    const partner = path.join(root, 'apps/server/src/lib/planted-cycle-b.ts');
    await plant(partner, "export { a } from './planted-cycle-a.ts';\nexport const b = 1;\n");
    const result = await cruise(
      'apps/server/src/lib/planted-cycle-a.ts',
      "export { b } from './planted-cycle-b.ts';\nexport const a = 1;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-circular-server');
  }, 60_000);

  it('refuse an import cycle in the shared package', async () => {
    const partner = path.join(root, 'packages/shared/src/domain/planted-cycle-b.ts');
    await plant(partner, "export { a } from './planted-cycle-a.ts';\nexport const b = 1;\n");
    const result = await cruise(
      'packages/shared/src/domain/planted-cycle-a.ts',
      "export { b } from './planted-cycle-b.ts';\nexport const a = 1;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-circular-server');
  }, 60_000);

  it('refuse an import cycle in the web app', async () => {
    const partner = path.join(root, 'apps/web/src/lib/planted-cycle-b.ts');
    await plant(partner, "import { a } from './planted-cycle-a.ts';\nexport const b = () => a;\n");
    const result = await cruise(
      'apps/web/src/lib/planted-cycle-a.ts',
      "import { b } from './planted-cycle-b.ts';\nexport const a = () => b;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-circular-web');
  }, 60_000);
});
