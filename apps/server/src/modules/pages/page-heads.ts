import type { PageData } from '@tubesphere/shared/contract/pages';
import { DEFAULT_HEAD, type PageHead, SITE_NAME } from './html-head.ts';
import { playlistPageHead } from './playlist-head.ts';
import { postPageHead } from './post-head.ts';
import { spherePageHead } from './sphere-head.ts';
import { userPageHead } from './user-head.ts';

/** The home page tells search engines the site's name and how to search it. */
const homeHead = (origin: string): PageHead => ({
  ...DEFAULT_HEAD,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      inLanguage: 'ko-KR',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ],
});

/** Each rendered page's head, from the data it was rendered with (no second query). */
export function headFor(page: PageData, pageUrl: string, origin: string): PageHead {
  switch (page.kind) {
    case 'home':
      return homeHead(origin);
    case 'post':
      return postPageHead(page.detail, pageUrl, origin);
    case 'sphere':
      return {
        ...spherePageHead(page.sphere.sphere),
        feeds: [
          { title: `${page.sphere.sphere.name} 스피어 | ${SITE_NAME}`, href: `/sphere/${page.sphereId}/rss.xml` },
        ],
      };
    case 'user':
      return userPageHead(page.profile.user, origin);
    case 'playlist':
      return playlistPageHead(page.playlist);
  }
}
