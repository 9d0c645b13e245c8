import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

export type AdminKeySource = 'env' | 'created' | 'stored';

export const ADMIN_KEY_FILE = 'admin-key';

/**
 * Without ADMIN_KEY the SQL tool's key is made on the first start and kept in the data folder
 * (`admin-key`, readable by the server's user only), so the key printed then still opens the tool
 * after a restart. ADMIN_KEY, when set, wins and nothing is written.
 */
export function settleAdminKey(config: AppConfig): AdminKeySource {
  if (!config.admin.keyGenerated) return 'env';
  const file = path.join(config.dataDir, ADMIN_KEY_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored !== '') {
      config.admin.key = stored;
      return 'stored';
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${config.admin.key}\n`, { mode: 0o600 });
  return 'created';
}
