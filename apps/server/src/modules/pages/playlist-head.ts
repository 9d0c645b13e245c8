import type { PlaylistResponse } from '@tubesphere/shared/contract/playlists';
import { youtubeThumbnails } from '@tubesphere/shared/domain/video-url';
import { excerpt, type PageHead, SITE_NAME } from './html-head.ts';

const DESCRIPTION_LENGTH = 100;

/**
 * The head of /playlist/{id}: its title, description (or who made it and how many videos), and
 * its first video's thumbnail. Only a public list is for search engines: an unlisted one is
 * shared by its link alone, and a private one reaches only its editors.
 */
export function playlistPageHead({ playlist, items }: PlaylistResponse): PageHead {
  const first = items[0];
  const summary = `${playlist.ownerName}님의 재생목록 · 영상 ${items.length}개`;
  return {
    title: `${playlist.title} | ${SITE_NAME}`,
    description: playlist.description ? excerpt(playlist.description, DESCRIPTION_LENGTH) : summary,
    image: first ? highThumbnail(first.videoId) : null,
    noindex: playlist.visibility !== 'public',
  };
}

/** YouTube's maxres thumbnail is missing for many videos; the high one always exists. */
function highThumbnail(videoId: string): string | null {
  const urls = youtubeThumbnails(videoId);
  return urls[1] ?? urls[0] ?? null;
}
