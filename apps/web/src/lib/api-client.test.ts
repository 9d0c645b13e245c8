import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountStatus } from './account-status.ts';
import { ApiError, apiRequest, buildUrl, onUnauthorized } from './api-client.ts';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it("shows the server's error in preference to the fallback", async () => {
    respond(400, { error: '댓글 내용을 입력해주세요.' });
    await expect(apiRequest('/api/x', { fallbackError: 'Failed' })).rejects.toEqual(
      new ApiError(400, '댓글 내용을 입력해주세요.'),
    );
  });

  it('reports a refusal for a suspended account to the one place that shows it', async () => {
    const message = '계정이 2025년 3월 8일 12:00까지 이용 정지되었습니다: 욕설';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: message }), { status: 403, headers: { 'x-account-suspended': '1' } }),
    );
    await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toEqual(new ApiError(403, message));
    expect(useAccountStatus.getState().suspension).toBe(message);
    useAccountStatus.getState().setSuspension(null);
    // Any other 403 is that screen's business.
    respond(403, { error: '권한이 없습니다.' });
    await expect(apiRequest('/api/x', { method: 'POST' })).rejects.toMatchObject({ status: 403 });
    expect(useAccountStatus.getState().suspension).toBeNull();
  });

  it('uses the fallback when the server says nothing useful', async () => {
    respond(500, { nope: true });
    await expect(apiRequest('/api/x', { fallbackError: '피드를 불러오지 못했습니다.' })).rejects.toMatchObject({
      status: 500,
      message: '피드를 불러오지 못했습니다.',
    });
  });

  it('turns a network failure into the Korean network message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, message: '네트워크 오류가 발생했습니다.' });
  });

  it('says the browser is offline when it is, rather than a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/^오프라인 상태입니다/),
    });
  });

  it('sends JSON bodies with the right header', async () => {
    const fetchMock = respond(200, {});
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  });
});

describe('a 401', () => {
  it('reports the ended session to the one listener, whichever call got it', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { error: '로그인이 필요합니다.' });
    await expect(apiRequest('/api/posts/feed', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    respond(403, { error: '권한이 없습니다.' });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    respond(401, {});
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is a wrong password, not an ended session, when the call checks credentials', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { error: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    await expect(apiRequest('/api/auth/login', { method: 'POST', credentialsCheck: true })).rejects.toMatchObject({
      status: 401,
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('signs nobody out when the page asked on its own (a live stream catching up)', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { error: '로그인이 필요합니다.' });
    await expect(apiRequest('/api/notifications/unread-count', { background: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('buildUrl', () => {
  it('drops blank values', () => {
    expect(buildUrl('/api/feed', { page: 2, q: '', userId: undefined, limit: 10 })).toBe('/api/feed?page=2&limit=10');
  });
});
