/**
 * The member's notification queries, all under ['notifications', userId]: a live event or a
 * read mark refreshes them together, and signing out drops them with every personal answer.
 */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  /** The bell's dropdown (the latest few) and the /notifications pages. */
  lists: (userId: string) => ['notifications', userId, 'list'] as const,
  latest: (userId: string) => ['notifications', userId, 'list', 'latest'] as const,
  pages: (userId: string) => ['notifications', userId, 'list', 'pages'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};
