/** What the load benchmark measures (docs/architecture.md#performance), with the targets it reports against. */
export interface Scenario {
  name: string;
  label: string;
  method: 'GET' | 'POST';
  /** Path, or a function picking one per request (writes spread over many posts). */
  path: string | (() => string);
  /** 'members': each request signed in as the next of many members, in turn (the many-member variants). */
  auth?: 'user' | 'admin' | 'members';
  body?: () => object;
  /** A path the ceiling server answers with this scenario's recorded bytes. */
  ceilingPath: string;
  /**
   * Measured at the same time on a few other connections, and alone just before (its idle
   * figure): what everyone else waits while this scenario loads the server. The run also reports
   * the server's event-loop delay. Such a scenario has no ceiling run.
   */
  alongside?: { label: string; path: string; connections: number };
}

export interface ScenarioContext {
  /** Post ids (numeric) that exist, newest first. */
  postIds: number[];
  /** A post with at least 50 comments. */
  detailPostId: number;
  deepPage: number;
  /** A sphere holding an eighth of the posts, and a deep page of its feed. */
  sphereId: number;
  sphereDeepPage: number;
  /** A deep page of the 출퇴근길 (timing=commute) filter, about a twelfth of the posts. */
  categoryDeepPage: number;
  /** The member with the most posts (bench2@bench.kr) and their last full profile page. */
  profileUserId: number;
  profileDeepPage: number;
  /** Different search queries drawn from the data set's words (vocabulary.ts searchQueries). */
  searchQueries: string[];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
let commentsWritten = 0;
const nextComment = () => {
  commentsWritten += 1;
  return `${process.pid}-${commentsWritten}`;
};

export function buildScenarios(ctx: ScenarioContext): Scenario[] {
  const hot = ctx.postIds.slice(0, 2000);
  // What many members read and react to: the first twenty feed pages.
  const firstPages = ctx.postIds.slice(0, 200);
  let nextQuery = 0;
  // In turn, not at random: each query comes back only after all the others, long after the read
  // cache (2 s) has let it go — 2,000 different people searching, not one word repeated.
  const distinctQuery = () => {
    const q = ctx.searchQueries[nextQuery % ctx.searchQueries.length] as string;
    nextQuery += 1;
    return `/api/posts/search?q=${encodeURIComponent(q)}`;
  };
  return [
    {
      name: 'guest-feed-p1',
      label: '게스트 피드 1페이지',
      method: 'GET',
      path: '/api/posts/feed?page=1&limit=10',
      ceilingPath: '/c/guest-feed',
    },
    {
      name: 'guest-home-html',
      label: '게스트 홈 화면 (서버 렌더링 HTML)',
      method: 'GET',
      path: '/',
      ceilingPath: '/c/guest-home',
    },
    {
      name: 'guest-post-html',
      label: '게스트 게시글 화면 (서버 렌더링 HTML)',
      method: 'GET',
      path: `/post/post${ctx.detailPostId}`,
      ceilingPath: '/c/guest-post',
    },
    {
      name: 'user-home-html',
      label: '로그인 홈 화면 (회원별 서버 렌더링)',
      method: 'GET',
      path: '/',
      auth: 'user',
      ceilingPath: '/c/user-home',
    },
    {
      name: 'user-feed-p1',
      label: '로그인 피드 1페이지',
      method: 'GET',
      path: '/api/posts/feed?page=1&limit=10',
      auth: 'user',
      ceilingPath: '/c/user-feed',
    },
    {
      name: 'feed-deep',
      label: `피드 ${ctx.deepPage.toLocaleString()}페이지`,
      method: 'GET',
      path: `/api/posts/feed?page=${ctx.deepPage}&limit=10`,
      ceilingPath: '/c/feed-deep',
    },
    {
      name: 'post-detail-50',
      label: '댓글 50개 게시글 상세',
      method: 'GET',
      path: `/api/posts/post${ctx.detailPostId}/detail`,
      ceilingPath: '/c/detail',
    },
    {
      name: 'like-toggle',
      label: '좋아요 토글',
      method: 'POST',
      path: () => `/api/posts/post${pick(hot)}/like`,
      auth: 'user',
      body: () => ({ type: 'like' }),
      ceilingPath: '/c/like',
    },
    {
      name: 'comment-create',
      label: '댓글 작성',
      method: 'POST',
      path: () => `/api/posts/post${pick(hot)}/comments`,
      auth: 'user',
      // A new text each time: the same text twice within a day is refused (409, 중복 게시 방지).
      body: () => ({ content: `벤치마크 댓글입니다. 좋은 영상 감사해요! ${nextComment()}` }),
      ceilingPath: '/c/comment',
    },
    // The same writes from many members (run.ts signs in one per connection and more, and
    // hands them out in turn): each member's row and counters see one request at a time, as
    // with real people; the scenarios above are one very busy account.
    {
      name: 'like-toggle-members',
      label: '좋아요 토글 (회원 여럿)',
      method: 'POST',
      path: () => `/api/posts/post${pick(firstPages)}/like`,
      auth: 'members',
      body: () => ({ type: 'like' }),
      ceilingPath: '/c/like-members',
    },
    {
      name: 'comment-create-members',
      label: '댓글 작성 (회원 여럿)',
      method: 'POST',
      path: () => `/api/posts/post${pick(firstPages)}/comments`,
      auth: 'members',
      body: () => ({ content: `벤치마크 댓글입니다. 좋은 영상 감사해요! ${nextComment()}` }),
      ceilingPath: '/c/comment-members',
    },
    {
      name: 'feed-hot',
      label: '인기순 피드 1페이지',
      method: 'GET',
      path: '/api/posts/feed?page=1&limit=10&sort=hot',
      ceilingPath: '/c/feed-hot',
    },
    {
      name: 'sphere-feed-p1',
      label: '스피어 피드 1페이지',
      method: 'GET',
      path: `/api/spheres/${ctx.sphereId}/posts?page=1&limit=10`,
      ceilingPath: '/c/sphere-feed',
    },
    {
      name: 'sphere-feed-deep',
      label: `스피어 피드 ${ctx.sphereDeepPage.toLocaleString()}페이지`,
      method: 'GET',
      path: `/api/spheres/${ctx.sphereId}/posts?page=${ctx.sphereDeepPage}&limit=10`,
      ceilingPath: '/c/sphere-feed-deep',
    },
    {
      name: 'feed-category-p1',
      label: '분류 필터 피드 1페이지 (출퇴근길)',
      method: 'GET',
      path: '/api/posts/feed?page=1&limit=10&timing=commute',
      ceilingPath: '/c/feed-category',
    },
    {
      name: 'feed-category-deep',
      label: `분류 필터 피드 ${ctx.categoryDeepPage.toLocaleString()}페이지`,
      method: 'GET',
      path: `/api/posts/feed?page=${ctx.categoryDeepPage}&limit=10&timing=commute&sort=hot`,
      ceilingPath: '/c/feed-category-deep',
    },
    {
      name: 'search',
      label: '검색 (경제)',
      method: 'GET',
      path: '/api/posts/search?q=%EA%B2%BD%EC%A0%9C%EB%89%B4%EC%8A%A4',
      ceilingPath: '/c/search',
    },
    {
      name: 'search-distinct',
      label: `검색, 서로 다른 검색어 ${ctx.searchQueries.length.toLocaleString()}개`,
      method: 'GET',
      path: distinctQuery,
      ceilingPath: '/c/search-distinct',
      alongside: { label: '같은 때 게스트 피드 1페이지', path: '/api/posts/feed?page=1&limit=10', connections: 10 },
    },
    {
      name: 'profile',
      label: '프로필 (글 5천 개 회원)',
      method: 'GET',
      path: `/api/users/user${ctx.profileUserId}`,
      ceilingPath: '/c/profile',
    },
    {
      name: 'profile-posts-p1',
      label: '프로필 게시글 1페이지',
      method: 'GET',
      path: `/api/users/user${ctx.profileUserId}/posts?page=1&limit=10`,
      ceilingPath: '/c/profile-posts',
    },
    {
      name: 'profile-posts-p1-user',
      label: '프로필 게시글 1페이지 (로그인)',
      method: 'GET',
      path: `/api/users/user${ctx.profileUserId}/posts?page=1&limit=10`,
      auth: 'user',
      ceilingPath: '/c/profile-posts-user',
    },
    {
      name: 'profile-posts-deep',
      label: `프로필 게시글 ${ctx.profileDeepPage.toLocaleString()}페이지`,
      method: 'GET',
      path: `/api/users/user${ctx.profileUserId}/posts?page=${ctx.profileDeepPage}&limit=10`,
      ceilingPath: '/c/profile-posts-deep',
    },
    {
      name: 'admin-pending-search',
      label: '관리자 미확정 목록 검색',
      method: 'GET',
      path: '/api/admin/posts/pending?page=1&limit=20&q=%EA%B2%BD%EC%A0%9C',
      auth: 'admin',
      ceilingPath: '/c/admin',
    },
  ];
}

export const TARGETS: Record<string, string> = {
  'guest-feed-p1': '≥ 50 % of ceiling, p99 ≤ 25 ms',
  'user-feed-p1': '≥ 50 % of ceiling (SQLite), ≥ 35 % (PostgreSQL), p99 ≤ 25 ms',
  'guest-home-html': '≥ 40 % of ceiling at 100k posts',
  'feed-deep': 'latency ≤ 2× page 1',
  'sphere-feed-p1': 'p99 ≤ 25 ms (SQLite), like the feed',
  'sphere-feed-deep': 'latency ≤ 2× sphere page 1',
  'feed-category-p1': 'p99 ≤ 25 ms (SQLite), like the feed',
  'feed-category-deep': 'latency ≤ 2× page 1',
  'like-toggle': '≥ 2,000 req/s, 0 errors (SQLite)',
  'comment-create': '≥ 1,000 req/s, 0 errors (SQLite)',
  'like-toggle-members': '≥ 2,000 req/s (SQLite), ≥ 1,500 (PostgreSQL), 0 errors, p99 ≤ 100 ms',
  'comment-create-members': '≥ 1,000 req/s (SQLite), ≥ 800 (PostgreSQL), 0 errors, p99 ≤ 100 ms',
  search: 'p99 ≤ 50 ms at 100k posts',
  'search-distinct':
    'p99 ≤ 50 ms at 100k posts; guest feed beside it p99 ≤ 2× idle + 5 ms; event-loop delay p99 ≤ 20 ms',
  'profile-posts-p1': 'p99 ≤ 25 ms (the feed’s budget)',
  'profile-posts-p1-user': 'p99 ≤ 25 ms (the feed’s budget)',
  'profile-posts-deep': 'latency ≤ 2× page 1',
};
