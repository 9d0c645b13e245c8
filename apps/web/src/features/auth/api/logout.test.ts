import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout.ts';

/** What reached the network, in order. */
let requests: { method: string; url: string; body: unknown }[];
let unsubscribed: boolean;
const endpoint = 'https://push.example.com/send/this-browser';

/** A browser with push: a service worker whose registration holds one subscription. */
function browserWithPush(subscribed: boolean) {
  const subscription = {
    endpoint,
    unsubscribe: async () => {
      unsubscribed = true;
      return true;
    },
  };
  const registration = { pushManager: { getSubscription: async () => (subscribed ? subscription : null) } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

beforeEach(() => {
  requests = [];
  unsubscribed = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ success: true, removed: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('logging out', () => {
  it("removes this browser's push subscription on the server and in the browser, then ends the session", async () => {
    browserWithPush(true);
    await logout();
    expect(requests).toEqual([
      { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint } },
      { method: 'POST', url: '/api/auth/logout', body: null },
    ]);
    expect(unsubscribed).toBe(true);
  });

  it('still logs out when the push clean-up fails', async () => {
    browserWithPush(true);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ method: init.method ?? 'GET', url, body: null });
      if (url === '/api/push/subscriptions') throw new TypeError('offline');
      return new Response('{"success":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await logout();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/push/subscriptions',
      'POST /api/auth/logout',
    ]);
    // The browser's own subscription is dropped anyway: the push service refuses it from now on.
    expect(unsubscribed).toBe(true);
  });

  it('only logs out in a browser without a push subscription', async () => {
    browserWithPush(false);
    await logout();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/auth/logout']);
  });
});
