/** `--name value` / `--flag` command-line options, with numeric defaults. */
export function readArgs(argv: string[] = process.argv.slice(2)): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (!key?.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      args.set(key.slice(2), next);
      i += 1;
    } else args.set(key.slice(2), 'true');
  }
  return args;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const value = args.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative number`);
  return Math.floor(parsed);
}
