import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInAdmin(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const get = () => t.app.inject({ method: 'GET', url: '/api/admin/settings?adminKey=x', headers: { cookie } });
const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings', payload, headers: { cookie } });

describe('admin settings', () => {
  it('starts with both visible', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      settings: {
        companion_visible: true,
        recommended_spheres_visible: true,
        report_auto_hide_threshold: 3,
        admin_two_factor_required: false,
      },
    });
  });

  it('saves both, or one at a time, and reads them back', async () => {
    const both = await save({ adminKey: 'x', companionVisible: false, recommendedSpheresVisible: false });
    expect(both.statusCode).toBe(200);
    expect(both.json().settings).toEqual({
      companion_visible: false,
      recommended_spheres_visible: false,
      report_auto_hide_threshold: 3,
      admin_two_factor_required: false,
    });

    await save({ recommendedSpheresVisible: true });
    expect((await get()).json().settings).toEqual({
      companion_visible: false,
      recommended_spheres_visible: true,
      report_auto_hide_threshold: 3,
      admin_two_factor_required: false,
    });

    const rows = await t.app.db.selectFrom('admin_settings').selectAll().orderBy('setting_key').execute();
    const companion = rows.find((r) => r.setting_key === 'companion_visible');
    expect(companion).toMatchObject({ setting_value: 'false' });
    expect(companion?.updated_by).toBeTypeOf('number');
  });

  it('recreates a missing row and treats unreadable values as visible', async () => {
    await t.app.db.deleteFrom('admin_settings').where('setting_key', '=', 'companion_visible').execute();
    expect((await get()).json().settings.companion_visible).toBe(true);
    await save({ companionVisible: false });
    expect((await get()).json().settings.companion_visible).toBe(false);
    await t.app.db
      .updateTable('admin_settings')
      .set({ setting_value: 'garbage' })
      .where('setting_key', '=', 'companion_visible')
      .execute();
    expect((await get()).json().settings.companion_visible).toBe(true);
  });

  it('refuses an empty save and non-boolean values with 400', async () => {
    const empty = await save({ adminKey: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: '변경할 설정이 없습니다.' });
    const wrongType = await save({ companionVisible: 'no' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBeTypeOf('string');
  });
});
