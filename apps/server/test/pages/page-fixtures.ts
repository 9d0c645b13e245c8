import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The markers of apps/web/index.html, around a recognisable boot frame. */
export const SHELL_HTML = [
  '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><!--app-head-->',
  '<script type="module" crossorigin src="/assets/index-test.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-test.js"></head><body>',
  '<div id="root"><!--app-html--><div class="boot-shell">BOOT</div><!--/app-html--></div><!--app-state--></body></html>',
].join('');

/**
 * A stand-in for the web build's server renderer (apps/web/src/entry-server.tsx): it writes what
 * it was given, so a test sees which data and which person a page was rendered with. A profile
 * named 렌더실패 makes it fail, as a broken component would; one named 느린렌더 takes 600 ms.
 */
const FAKE_RENDERER = `
const describe = (page) => {
  if (page.kind === 'post') return page.detail.post.title + ' likes=' + page.detail.post.likeCount;
  if (page.kind === 'home') return 'posts=' + page.feed.data.posts.length;
  if (page.kind === 'sphere') return page.sphere.sphere.name;
  if (page.kind === 'playlist') return page.playlist.playlist.title + ': ' + page.playlist.items.map((item) => item.title).join(', ');
  return page.profile.user.user_name;
};
export async function renderPage(input) {
  if (input.page.kind === 'user' && input.page.profile.user.user_name === '렌더실패') throw new Error('render failed');
  // A slow render: the page ends only after 600 ms.
  const slow = input.page.kind === 'user' && input.page.profile.user.user_name === '느린렌더';
  const html = '<main data-kind="' + input.page.kind + '">' + describe(input.page).replace(/</g, '&lt;') + '</main>';
  const payload = JSON.stringify({ kind: input.page.kind, user: input.user ? input.user.user_name : null }).replace(/</g, '\\\\u003c');
  return { payload, pipe(sink) { sink.write(html); setTimeout(() => sink.end(), slow ? 600 : 0); } };
}
`;

/** A built web app's folder: index.html with its markers and, optionally, a server renderer. */
export function makeWebDir(options: { renderer?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  // What the web build writes for home: one chunk and its stylesheet.
  fs.writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      routes: [{ pattern: '^/$', modules: ['/assets/feed-test.js'], styles: ['/assets/feed-test.css'] }],
    }),
  );
  if (options.renderer) {
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.writeFileSync(path.join(dir, 'ssr', 'entry-server.mjs'), FAKE_RENDERER);
  }
  return dir;
}

/** The application/ld+json blocks of a page, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}
