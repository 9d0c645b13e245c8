import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ADMIN_KEY_FILE, settleAdminKey } from './admin-key-file.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SQL tool key without ADMIN_KEY', () => {
  it('is made once, kept in the data folder, and the same after a restart', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(settleAdminKey(first)).toBe('created');
    expect((fs.statSync(path.join(dir, ADMIN_KEY_FILE)).mode & 0o777).toString(8)).toBe('600');
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.admin.key).not.toBe(first.admin.key);
    expect(settleAdminKey(second)).toBe('stored');
    expect(second.admin.key).toBe(first.admin.key);
  });

  it('is ADMIN_KEY when set, and nothing is written', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, ADMIN_KEY: 'from-the-environment' });
    expect(settleAdminKey(config)).toBe('env');
    expect(config.admin.key).toBe('from-the-environment');
    expect(fs.existsSync(path.join(dir, ADMIN_KEY_FILE))).toBe(false);
  });
});
