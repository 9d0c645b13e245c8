/** Spec §2/§9: the share text is the first 100 characters of the content. */
export const SHARE_TEXT_LENGTH = 100;

export const shareText = (content: string) => [...content].slice(0, SHARE_TEXT_LENGTH).join('');

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The Web Share API where there is one; otherwise the link goes to the clipboard. */
export async function sharePost(post: { title: string | null; content: string }, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title ?? undefined, text: shareText(post.content), url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share sheet refused (permissions, unsupported data): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
