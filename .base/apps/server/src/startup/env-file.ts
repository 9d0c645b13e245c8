import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` from the working directory into process.env when the file exists (`.env.example`
 * lists every setting). Variables already set win, as with Node's --env-file. Tests set
 * NODE_ENV=test and get their settings from the harness alone: a developer's .env (a
 * DATABASE_URL, say) must never leak into them.
 */
export function loadEnvFile(dir = process.cwd()): string | null {
  if (process.env.NODE_ENV === 'test') return null;
  const file = path.join(dir, '.env');
  if (!fs.existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
