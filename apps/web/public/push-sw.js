/*
 * Web push in the service worker (docs/decisions/230-web-push.md), loaded by the generated sw.js
 * with importScripts. The server sends { title, body, url, tag } encrypted for this browser; the
 * system shows it with the site's icon, and a click focuses the tab already showing the page it is about, or opens it.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : '튜브스피어';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      lang: 'ko',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      // A new window rather than navigating an open one: that tab may hold a half-written post.
      return self.clients.openWindow(target);
    }),
  );
});
