import { describe, expect, it } from 'vitest';
import { classifySitePath } from './site-pages.ts';

describe('classifySitePath', () => {
  it('names the server-rendered pages with their ids', () => {
    expect(classifySitePath('/')).toEqual({ kind: 'home' });
    expect(classifySitePath('/post/post12')).toEqual({ kind: 'post', routeId: 'post12', postId: 12 });
    expect(classifySitePath('/post/12/')).toEqual({ kind: 'post', routeId: '12', postId: 12 });
    expect(classifySitePath('/sphere/3')).toEqual({ kind: 'sphere', sphereId: 3 });
    expect(classifySitePath('/user/user7')).toEqual({ kind: 'user', routeId: 'user7', userId: 7 });
    expect(classifySitePath('/playlist/5')).toEqual({ kind: 'playlist', routeId: '5', playlistId: 5 });
  });

  it('keeps a page whose id cannot exist, so it can answer 404', () => {
    expect(classifySitePath('/post/abc')).toEqual({ kind: 'post', routeId: 'abc', postId: null });
    expect(classifySitePath('/sphere/007')).toEqual({ kind: 'sphere', sphereId: null });
    expect(classifySitePath('/playlist/x1')).toEqual({ kind: 'playlist', routeId: 'x1', playlistId: null });
    expect(classifySitePath('/user/%E0%A4%A')).toMatchObject({ kind: 'user', userId: null });
  });

  it('tells browser-rendered pages, admin pages and unknown addresses apart', () => {
    expect(classifySitePath('/spheres')).toEqual({ kind: 'client', admin: false, noindex: false });
    expect(classifySitePath('/post/post1/edit')).toEqual({ kind: 'client', admin: false, noindex: true });
    expect(classifySitePath('/admin')).toEqual({ kind: 'client', admin: true, noindex: true });
    expect(classifySitePath('/admin/query')).toEqual({ kind: 'client', admin: true, noindex: true });
    // Member-only pages are nobody's search result; public tools are.
    for (const path of [
      '/write',
      '/settings',
      '/notifications',
      '/character',
      '/write-youtube',
      '/playlists/new',
      '/playlist/3/edit',
    ]) {
      expect(classifySitePath(path)).toEqual({ kind: 'client', admin: false, noindex: true });
    }
    expect(classifySitePath('/trending')).toEqual({ kind: 'client', admin: false, noindex: false });
    expect(classifySitePath('/nope')).toEqual({ kind: 'unknown' });
    expect(classifySitePath('/post/post1/comments')).toEqual({ kind: 'unknown' });
    expect(classifySitePath('//spheres')).toEqual({ kind: 'unknown' });
  });
});
