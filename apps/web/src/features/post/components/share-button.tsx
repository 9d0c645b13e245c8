import type { Post } from '@tubesphere/shared/contract/posts';
import { Button } from '../../../components/button.tsx';
import { Share2 } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { sharePost } from '../utils/share-post.ts';

/** Share (docs/product.md#post-detail): the Web Share API, or copy the link and say so in an alert. */
export function ShareButton({ post }: { post: Pick<Post, 'title' | 'content' | 'postId'> }) {
  const share = async () => {
    const url = `${window.location.origin}/post/${post.postId}`;
    const outcome = await sharePost(post, url);
    if (outcome === 'copied') window.alert(ko.post.shareCopied);
    if (outcome === 'failed') window.alert(ko.post.shareFailed);
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 size={18} /> {ko.post.share}
    </Button>
  );
}
