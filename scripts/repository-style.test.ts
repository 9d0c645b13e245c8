import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * One repository style on the server (docs/architecture.md, "Server modules"): a repository is a
 * file of exported functions taking the database handle or a transaction first. A class around a
 * handle — one named …Repository anywhere under modules/, or any class in a *repository.ts
 * file — is the older style this refuses.
 */
const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

const CLASS_DECLARATION = /^[ \t]*(?:export[ \t]+)?(?:default[ \t]+)?(?:abstract[ \t]+)?class[ \t]+(\w+)/gm;

/** Each class repository under `dir`, as `path/relative/to/root.ts: ClassName`. */
async function classRepositories(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, 'utf8');
    const inRepositoryFile = /repository\.ts$/.test(entry.name);
    for (const [, name] of source.matchAll(CLASS_DECLARATION)) {
      if (inRepositoryFile || name?.endsWith('Repository')) found.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  return found.sort();
}

/** Each planted file, and its folder's times before: put back, so `npm start` sees no edited source. */
const planted: Array<{ file: string; folder: string; atime: Date; mtime: Date }> = [];

async function plant(relativeFile: string, source: string) {
  const file = path.join(root, relativeFile);
  const folder = path.dirname(file);
  const { atime, mtime } = await stat(folder);
  planted.push({ file, folder, atime, mtime });
  await writeFile(file, source);
}

afterEach(async () => {
  for (const { file, folder, atime, mtime } of planted.splice(0).reverse()) {
    await rm(file, { force: true });
    await utimes(folder, atime, mtime);
  }
});

describe('server repositories', () => {
  it('are files of functions: no module declares a class repository', async () => {
    expect(await classRepositories(modulesDir)).toEqual([]);
  });

  it('refuse a class named …Repository, wherever in a module it is declared', async () => {
    await plant(
      'apps/server/src/modules/links/planted-store.ts',
      "import type { Kysely } from 'kysely';\n\nexport class PlantedRepository {\n  constructor(readonly db: Kysely<object>) {}\n}\n",
    );
    expect(await classRepositories(modulesDir)).toEqual([
      'apps/server/src/modules/links/planted-store.ts: PlantedRepository',
    ]);
  });

  it('refuse any class in a repository file, whatever its name', async () => {
    await plant(
      'apps/server/src/modules/links/planted-repository.ts',
      'class PreviewStore {}\nexport { PreviewStore };\n',
    );
    expect(await classRepositories(modulesDir)).toEqual([
      'apps/server/src/modules/links/planted-repository.ts: PreviewStore',
    ]);
  });

  it('let a service stay a class', async () => {
    await plant('apps/server/src/modules/links/planted-service.ts', 'export class PlantedService {}\n');
    expect(await classRepositories(modulesDir)).toEqual([]);
  });
});
