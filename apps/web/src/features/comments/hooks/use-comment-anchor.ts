import type { Comment } from '@tubesphere/shared/contract/comments';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const ANCHOR = /^#comment-(\d+)$/;
/** How long the comment stays marked after the page scrolls to it. */
const HIGHLIGHT_MS = 3000;

/**
 * `/post/{id}#comment-{commentId}` (a notification's link): once that comment is on the page,
 * scroll it to the middle of the screen, move the focus to it and mark it for a moment. Runs
 * again when the comments change (the comment may arrive with a refetch) and for each new
 * navigation, but scrolls once per navigation.
 */
export function useCommentAnchor(comments: Comment[]): number | null {
  const location = useLocation();
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const match = ANCHOR.exec(location.hash);
    if (!match || handled.current === location.key) return;
    const commentId = Number(match[1]);
    if (!comments.some((comment) => comment.commentId === commentId)) return;
    const element = document.getElementById(`comment-${commentId}`);
    if (!element) return;
    handled.current = location.key;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
    setHighlighted(commentId);
  }, [location.hash, location.key, comments]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
