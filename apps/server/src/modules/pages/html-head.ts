/** Tags for the <head> of one page: title, description, Open Graph, canonical, structured data. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute URL of the page's own image; the site's default card image otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Search engines are asked not to index (admin pages, 404s, searches, pending posts). */
  noindex?: boolean;
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd?: object[];
  /** RSS feeds of this page besides the site's (index.html names /rss.xml on every page). */
  feeds?: { title: string; href: string }[];
}

export const SITE_NAME = '튜브스피어';

export const DEFAULT_HEAD: PageHead = {
  title: '튜브스피어 - 함께 보는 유튜브 커뮤니티',
  description: '추천 영상을 나누고 이야기하며 나만의 컴패니언을 키우는 커뮤니티',
};

/** The card image for links to pages without one of their own (apps/web/src/brand/og-image.png, 1200×630). */
export const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The head's tags for the page at `pageUrl` (SITE_URL, or the request's origin, plus the path
 * and the query string that chooses what the page shows). Every text is escaped: titles come
 * from users.
 */
export function renderHead(head: PageHead, pageUrl: string, origin: string): string {
  const image = head.image ?? `${origin}${DEFAULT_IMAGE.path}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    // A page asked not to be indexed names no canonical address either.
    ...(head.noindex ? [] : [`<link rel="canonical" href="${escapeHtml(pageUrl)}">`]),
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    '<meta property="og:locale" content="ko_KR">',
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (!head.image) {
    tags.push(`<meta property="og:image:width" content="${DEFAULT_IMAGE.width}">`);
    tags.push(`<meta property="og:image:height" content="${DEFAULT_IMAGE.height}">`);
  }
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
    tags.push(`<meta name="twitter:description" content="${escapeHtml(head.description)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** A text cut to `length` characters (not UTF-16 units), whitespace folded, with … when cut. */
export const excerpt = (text: string, length: number) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
};

/** Crawlers need absolute image URLs; uploads are stored as /uploads/… paths. */
export const absoluteUrl = (url: string | null | undefined, origin: string) =>
  url?.startsWith('/') ? `${origin}${url}` : (url ?? null);
