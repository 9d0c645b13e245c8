import { COLLECTOR_PAGE_SIZE } from '@tubesphere/shared/contract/ranking-collector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** /api/admin/ranking-collector: the runs and 지금 수집, for admins only. */
let fakes: FakeProviders;
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  // Slow answers, so a run is still going when the second click arrives.
  fakes = await startFakeProviders({ youtubeLatencyMs: 40 });
  t = await createTestApp({ env: fakeProviderEnv(fakes) });
  adminCookie = (await signInAdmin(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const overview = async (query = '') => {
  const response = await t.app.inject({
    url: `/api/admin/ranking-collector${query}`,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const startRun = (headers: Record<string, string> = { cookie: adminCookie }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/ranking-collector/runs', headers, payload: {} });

async function waitForIdle() {
  for (let i = 0; i < 400; i += 1) {
    if (!(await overview()).running) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

describe('the collector admin page', () => {
  it('is for admins: 401 for guests, 403 for members', async () => {
    const member = await signUpUser(t.app);
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/ranking-collector' },
      { method: 'POST' as const, url: '/api/admin/ranking-collector/runs', payload: {} },
    ]) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      expect((await t.app.inject({ ...request, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    }
  });

  it('shows the settings and an empty list before the first run', async () => {
    const body = await overview();
    expect(body).toMatchObject({
      runs: [],
      total: 0,
      running: false,
      settings: { intervalHours: 0, regions: ['KR', 'US', 'JP', 'GB'], dailyBudget: 3000, scheduleEnabled: false },
      quota: { collectorUsed: 0, dailyBudget: 3000, totalLimit: 10_000 },
      tracked: { videos: 0, channels: 0, asOf: null },
    });
  });

  it('지금 수집 starts a run at once; a second click while it runs is refused', async () => {
    const first = await startRun();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().run).toMatchObject({ status: 'running', trigger: 'manual', finishedAt: null });
    const second = await startRun();
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('이미 수집이 진행 중입니다. 끝난 뒤 다시 시도해주세요.');
    await waitForIdle();

    const body = await overview();
    expect(body.total).toBe(1);
    const [run] = body.runs;
    expect(run).toMatchObject({ id: first.json().run.id, status: 'succeeded', errorCount: 0, errors: [] });
    expect(run.actorName).toBeTruthy();
    expect(run.unitsSpent).toBe(body.quota.collectorUsed);
    expect(run.videos).toBeGreaterThan(0);
    expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    expect(body.tracked.videos).toBeGreaterThan(0);
    expect(body.tracked.asOf).toBe(run.startedAt);

    // Both clicks are in the audit trail: the run, and the refusal with its reason.
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=rankings.collect',
      headers: { cookie: adminCookie },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ outcome: 'refused', error: '이미 수집이 진행 중입니다. 끝난 뒤 다시 시도해주세요.' }),
      expect.objectContaining({
        outcome: 'ok',
        detail: { runId: Number(first.json().run.id), regions: ['KR', 'US', 'JP', 'GB'] },
      }),
    ]);
  });

  it('refuses a cross-site click', async () => {
    const response = await startRun({ cookie: adminCookie, origin: 'https://evil.example', host: 'localhost:80' });
    expect(response.statusCode).toBe(403);
  });

  it('pages the runs, newest first', async () => {
    await t.app.db
      .insertInto('ranking_collector_run')
      .values(
        Array.from({ length: COLLECTOR_PAGE_SIZE + 4 }, (_, i) => {
          const at = new Date(Date.UTC(2024, 0, 1, i)).toISOString();
          return {
            trigger: 'schedule',
            actor_id: null,
            status: 'partial',
            started_at: at,
            collected_at: at,
            heartbeat_at: at,
            finished_at: at,
            errors_json: JSON.stringify([`KR 게임 차트: 오류 ${i}`]),
            error_count: 1,
          };
        }),
      )
      .execute();
    const first = await overview();
    expect(first.runs).toHaveLength(COLLECTOR_PAGE_SIZE);
    expect(first.total).toBe(COLLECTOR_PAGE_SIZE + 5);
    const last = await overview('?page=2');
    expect(last.runs).toHaveLength(5);
    // The oldest is the run clicked above; the one before it the first row written here.
    expect(last.runs.at(-1)).toMatchObject({ trigger: 'manual', status: 'succeeded' });
    expect(last.runs.at(-2)).toMatchObject({
      trigger: 'schedule',
      status: 'partial',
      actorName: null,
      errors: ['KR 게임 차트: 오류 0'],
    });
    const ids = [...first.runs, ...last.runs].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (await t.app.inject({ url: '/api/admin/ranking-collector?page=0', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(400);
  });

  it('says which key is missing when YouTube is not configured', async () => {
    const bare = await createTestApp();
    try {
      const cookie = (await signInAdmin(bare.app)).cookie;
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/ranking-collector/runs',
        headers: { cookie },
        payload: {},
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toContain('YOUTUBE_API_KEY');
    } finally {
      await bare.close();
    }
  });
});
