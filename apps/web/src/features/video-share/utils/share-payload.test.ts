import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { CONTENT_CATEGORIES, TIMING_CATEGORIES } from '@tubesphere/shared/contract/post-create';
import { describe, expect, it } from 'vitest';
import { buildSharePayload, toggleOption } from './share-payload.ts';

const user = { user_id: 'user3', user_name: '공유자', profile_image: null } as UserProfile;

describe('buildSharePayload', () => {
  it('makes a manual post with the video, the description and the categories', () => {
    const payload = buildSharePayload(
      {
        title: '  추천 영상 ',
        description: ' 꼭 보세요 ',
        url: ' https://youtu.be/dQw4w9WgXcQ ',
        timing: ['commute'],
        content: ['humor', 'news'],
      },
      user,
      null,
      1_700_000_000_000,
    );
    expect(payload).toEqual({
      title: '추천 영상',
      content: '꼭 보세요',
      blocks: [
        {
          id: '1700000000000001',
          type: 'video',
          url: 'https://youtu.be/dQw4w9WgXcQ',
          embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          caption: '',
        },
        { id: '1700000000000002', type: 'text', content: '꼭 보세요' },
      ],
      authorId: 'user3',
      author: { id: 'user3', name: '공유자', avatar: null },
      sphereId: null,
      categories: { timing: ['commute'], content: ['humor', 'news'] },
      apiSource: 'manual',
    });
  });
});

describe('buildSharePayload with 구간 공유', () => {
  it('sends the chosen start and end on the video block and in its player address', () => {
    const fields = {
      title: '구간',
      description: '',
      url: 'https://youtu.be/dQw4w9WgXcQ?t=10',
      timing: [],
      content: [],
    };
    const payload = buildSharePayload({ ...fields, start: 205, end: 300 }, user, null, 1);
    expect(payload.blocks[0]).toMatchObject({
      start: 205,
      end: 300,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=205&end=300',
    });
    // Cleared fields say "from the beginning", overriding the link's t=.
    expect(buildSharePayload({ ...fields, start: null, end: null }, user, null, 1).blocks[0]).toMatchObject({
      start: null,
      end: null,
    });
  });
});

describe('toggleOption', () => {
  it('adds and removes, keeping the listed order', () => {
    expect(toggleOption(TIMING_CATEGORIES, ['break'], 'drinking')).toEqual(['drinking', 'break']);
    expect(toggleOption(TIMING_CATEGORIES, ['drinking', 'break'], 'break')).toEqual(['drinking']);
    expect(toggleOption(CONTENT_CATEGORIES, [], 'asmr')).toEqual(['asmr']);
  });
});
