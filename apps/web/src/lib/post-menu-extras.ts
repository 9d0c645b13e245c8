import type { Post } from '@tubesphere/shared/contract/posts';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { OverflowMenuItem } from '../components/overflow-menu.tsx';

type MenuPost = Pick<Post, 'postId' | 'userId' | 'userName'> & { sphereId?: number | null };

/** A hook adding items (and the dialogs they open) to a post's ⋯ menu. */
export type PostMenuExtras = (post: MenuPost) => { items: OverflowMenuItem[]; dialogs: ReactNode };

const PostMenuExtrasContext = createContext<PostMenuExtras | null>(null);
const NONE = { items: [], dialogs: null };

/**
 * Lets a page add its own items to the ⋯ menus of the posts it shows (a sphere's page: its
 * 운영진's pin, hide and ban) without the feed, which every page loads, importing that feature.
 * The page provides the same hook for as long as it is mounted, so the hook order never changes.
 */
export const PostMenuExtrasProvider = ({ extras, children }: { extras: PostMenuExtras; children: ReactNode }) =>
  createElement(PostMenuExtrasContext.Provider, { value: extras }, children);

export function usePostMenuExtras(post: MenuPost): ReturnType<PostMenuExtras> {
  const extras = useContext(PostMenuExtrasContext);
  return extras ? extras(post) : NONE;
}
