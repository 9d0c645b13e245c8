import { randomBytes } from 'node:crypto';

/** Someone else acting through the API beside the browser's user (a replier, a second author). */
export interface ApiUser {
  userId: string;
  name: string;
  cookie: string;
  call(method: string, path: string, body?: object): Promise<Record<string, unknown>>;
}

export async function apiSession(baseURL: string, cookie: string, userId = '', name = ''): Promise<ApiUser> {
  return {
    userId,
    name,
    cookie,
    async call(method, path, body) {
      const response = await fetch(`${baseURL}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
  };
}

/** Signs a new user up through the API, outside the browser. */
export async function apiSignUp(baseURL: string, name: string): Promise<ApiUser> {
  const response = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `api-${randomBytes(4).toString('hex')}@test.kr`,
      password: 'password-123',
      user_name: name,
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  const cookie = /ts_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const { user } = (await response.json()) as { user: { user_id: string } };
  return apiSession(baseURL, cookie, user.user_id, name);
}
