import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { Block } from '@tubesphere/shared/contract/blocks';
import { describe, expect, it } from 'vitest';
import { buildPostPayload } from './post-payload.ts';

const user = { user_id: 'user7', user_name: '작성자', profile_image: '/uploads/me.webp' } as UserProfile;

describe('buildPostPayload', () => {
  it('joins the trimmed text, keeps filled blocks and names the author', () => {
    const blocks: Block[] = [
      { id: '1', type: 'text', content: ' 안녕하세요 ' },
      { id: '2', type: 'image', url: '', fileName: '' },
      { id: '3', type: 'image', url: '/uploads/a.webp', fileName: 'a.png' },
      { id: '4', type: 'text', content: '반가워요' },
    ];
    expect(buildPostPayload({ title: '', blocks, sphereId: null }, user)).toEqual({
      title: null,
      content: '안녕하세요\n\n반가워요',
      blocks: [blocks[0], blocks[2], blocks[3]],
      authorId: 'user7',
      author: { id: 'user7', name: '작성자', avatar: '/uploads/me.webp' },
      sphereId: null,
    });
  });

  it('uses the placeholder content for a post without text', () => {
    const payload = buildPostPayload(
      { title: '', blocks: [{ id: '1', type: 'link', url: 'https://a.kr' }], sphereId: null },
      user,
    );
    expect(payload.content).toBe('리치 콘텐츠 게시물');
  });

  it('sends a trimmed title and the chosen sphere', () => {
    const payload = buildPostPayload(
      { title: '  오늘의 추천 ', blocks: [{ id: '1', type: 'text', content: '글' }], sphereId: 4 },
      user,
    );
    expect(payload).toMatchObject({ title: '오늘의 추천', sphereId: 4 });
  });
});
