import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The module map of docs/architecture.md, read from the server's modules themselves: what each
 * module owns (its plugin's comment), the decorations it adds, what its index.ts exports to other
 * modules, which modules it imports and the plugins its plugin names as `dependencies`. `scripts/module-map.test.ts` fails when the page
 * and the code differ; `node --import tsx scripts/module-map.ts --write` rewrites the page.
 */
const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
export const ARCHITECTURE_DOC = path.join(root, 'docs/architecture.md');
const START = '<!-- module-map:start (scripts/module-map.ts writes this table) -->';
const END = '<!-- module-map:end -->';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The first sentence of the comment right above `export const <x>Module = fp(`. */
function ownsLine(index: string): string {
  const match = index.match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const \w+Module = fp(?:<[^>]*>)?\(/);
  if (!match?.[1]) return '';
  const text = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
  const end = text.search(/\.(\s|$)/);
  return (end === -1 ? text : text.slice(0, end)).replaceAll('|', '\\|');
}

function exportedNames(index: string): string[] {
  const names: string[] = [];
  for (const match of index.matchAll(/export (?:type )?\{([^}]*)\} from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (name) names.push(name);
    }
  }
  return names.sort((a, b) => a.localeCompare(b));
}

export async function buildModuleMap(): Promise<string> {
  const entries = (await readdir(modulesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const rows: string[] = [];
  for (const { name } of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const index = await readFile(path.join(modulesDir, name, 'index.ts'), 'utf8');
    const decoration: string[] = [];
    const uses = new Set<string>();
    for (const file of await sourceFiles(path.join(modulesDir, name))) {
      const source = await readFile(file, 'utf8');
      for (const match of source.matchAll(/app\.decorate\(\s*'([^']+)'/g)) decoration.push(`\`app.${match[1]}\``);
      for (const match of source.matchAll(/from '(?:\.\.\/)+([a-z-]+)\/index\.ts'/g)) {
        const other = match[1] ?? '';
        if (other !== name && entries.some((entry) => entry.name === other)) uses.add(other);
      }
    }
    const exported = exportedNames(index).map((n) => `\`${n}\``);
    const reads = (index.match(/dependencies: \[([^\]]*)\]/)?.[1] ?? '').replaceAll("'", '').trim();
    rows.push(
      `| ${name} | ${ownsLine(index)} | ${decoration.sort().join(', ') || '—'} | ${exported.join(', ') || '—'} | ${[...uses].sort().join(', ') || '—'} | ${reads || '—'} |`,
    );
  }
  return [
    START,
    '| module | owns | decorates | exports to other modules (besides its plugin) | imports | plugin depends on |',
    '|---|---|---|---|---|---|',
    ...rows,
    END,
  ].join('\n');
}

/** The page with its module map replaced by `map`. */
export function withModuleMap(doc: string, map: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return doc.slice(0, start) + map + doc.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  const doc = await readFile(ARCHITECTURE_DOC, 'utf8');
  await writeFile(ARCHITECTURE_DOC, withModuleMap(doc, await buildModuleMap()));
}
