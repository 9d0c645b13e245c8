// 쪽지: the header's envelope, /messages, and the count the phone's 알림 tab adds to its badge.
// The envelope and the page are chunks of their own; the envelope's loads after the first screen.

import { type QueryClient, useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import icon from '../../components/header-icon.module.css';
import { lazyAfterFirstScreen, lazyNamed, optionalPiece, suspended } from '../../lib/lazy-component.ts';
import { useCurrentUser } from '../auth/index.ts';
import { messageKeys } from './api/keys.ts';
import { unreadMessagesQuery } from './api/unread.ts';

export { messageKeys } from './api/keys.ts';

// Not what anyone opens a page for: fetched after the first screen (docs/decisions/245).
const LazyEnvelope = lazyAfterFirstScreen(() =>
  import('./components/message-envelope.tsx').then((module) => module.MessageEnvelope),
);

/** The header's envelope while someone is signed in; its place is kept while it loads. */
export function MessageEnvelope() {
  const user = useCurrentUser();
  if (!user) return null;
  return optionalPiece(LazyEnvelope, { userId: user.user_id }, createElement('span', { className: icon.slot }));
}

const LazyMessagesPage = lazyNamed(() =>
  import('./components/messages-page.tsx').then((module) => module.MessagesPage),
);
/** Loads when /messages is opened. */
export const MessagesPage = () => suspended(LazyMessagesPage, {});

/** A server-rendered page's unread 쪽지, where the envelope's query looks for it. */
export const seedUnreadMessages = (queryClient: QueryClient, userId: string, count: number) =>
  queryClient.setQueryData(messageKeys.unread(userId), count);

/** Unread 쪽지 as far as this tab knows (the envelope's query); 0 until known. Never fetches by itself. */
export function useKnownUnreadMessages(userId: string | null): number {
  const { data } = useQuery(unreadMessagesQuery(userId ?? '', false));
  return userId && typeof data === 'number' ? data : 0;
}
