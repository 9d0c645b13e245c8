/**
 * Query keys shared across features, so "what refreshes after X?" has one answer: a like or a
 * new post invalidates `feed` (docs/product.md#feed); a comment invalidates the post detail.
 */
export const queryKeys = {
  feed: {
    all: ['feed'] as const,
    list: (userId: string | null) => ['feed', 'list', userId] as const,
  },
  post: {
    all: ['post'] as const,
    detail: (postId: string, userId: string | null) => ['post', 'detail', postId, userId] as const,
  },
  spheres: {
    all: ['spheres'] as const,
    recommended: ['spheres', 'recommended'] as const,
    list: (userId: string | null, q: string) => ['spheres', 'list', userId, q] as const,
    detail: (sphereId: number, userId: string | null) => ['spheres', 'detail', sphereId, userId] as const,
    /** What a sphere's 운영진 see: its report queue and bans, by page. */
    reports: (sphereId: number, page: number) => ['spheres', 'reports', sphereId, page] as const,
    bans: (sphereId: number, page: number) => ['spheres', 'bans', sphereId, page] as const,
  },
  /** A profile and its tabs; ['users', userId] covers one person, ['users'] everyone. */
  users: {
    all: ['users'] as const,
    one: (userId: string) => ['users', userId] as const,
    profile: (userId: string) => ['users', userId, 'profile'] as const,
    posts: (userId: string, viewerId: string | null) => ['users', userId, 'posts', viewerId] as const,
    comments: (userId: string, viewerId: string | null) => ['users', userId, 'comments', viewerId] as const,
  },
  search: { all: ['search'] as const },
  /** The viewer's 차단 list (first page). */
  blocks: {
    mine: (viewerId: string | null) => ['blocks', viewerId] as const,
    page: (viewerId: string | null, page: number) => ['blocks', viewerId, 'page', page] as const,
  },
  garden: { plants: (userId: string) => ['garden', 'plants', userId] as const },
  character: {
    all: ['character'] as const,
    profile: (userId: string) => ['character', 'profile', userId] as const,
  },
  admin: {
    settings: ['admin', 'settings'] as const,
    posts: ['admin', 'posts'] as const,
    audit: ['admin', 'audit'] as const,
    mail: ['admin', 'mail'] as const,
    reports: ['admin', 'reports'] as const,
    users: ['admin', 'users'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    savedQueries: ['admin', 'saved-queries'] as const,
    schema: ['admin', 'schema'] as const,
  },
};
