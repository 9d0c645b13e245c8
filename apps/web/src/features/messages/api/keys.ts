/**
 * The member's 쪽지 queries, all under ['messages', userId]: a live `message` event refreshes
 * them together, and signing out drops them with every personal answer.
 */
export const messageKeys = {
  all: (userId: string) => ['messages', userId] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  conversations: (userId: string) => ['messages', userId, 'conversations'] as const,
  thread: (userId: string, otherId: string) => ['messages', userId, 'thread', otherId] as const,
};
