import type { Block, LinkBlock } from '@tubesphere/shared/contract/blocks';
import type { LinkPreviewService } from './service.ts';

/**
 * A post's link cards as the server saw the pages (docs/decisions/168-link-cards-from-the-server.md):
 * whatever title, description, picture and site name the author's browser sent are dropped and
 * replaced by the server's own fetch of the URL (the editor's preview usually left it in the
 * cache); the domain is always the URL's own host. A page that cannot be fetched leaves a bare
 * card — its address and host — rather than refusing the post.
 */
export async function serverLinkCards(previews: LinkPreviewService, blocks: readonly Block[]): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block): Promise<Block> => {
      if (block.type !== 'link' || !block.url) return block;
      let host: string;
      try {
        host = new URL(block.url).hostname;
      } catch {
        return block;
      }
      const metadata = await previews.preview(block.url).catch(() => null);
      const card: LinkBlock = {
        id: block.id,
        type: 'link',
        url: block.url,
        title: metadata?.title ?? '',
        description: metadata?.description ?? '',
        image: metadata?.image ?? null,
        siteName: metadata?.siteName ?? null,
        domain: host,
      };
      return card;
    }),
  );
}
