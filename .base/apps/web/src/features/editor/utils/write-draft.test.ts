import { describe, expect, it } from 'vitest';
import { parseWriteDraft, writeDraftOf } from './write-draft.ts';

describe('the /write draft', () => {
  it('comes back as it was stored', () => {
    const draft = {
      title: '제목',
      sphereId: 3,
      blocks: [
        { id: '1', type: 'text', content: '본문' },
        { id: '2', type: 'image', url: '/uploads/a.webp', fileName: 'a.png', caption: '' },
        {
          id: '3',
          type: 'link',
          url: 'https://a.kr',
          title: 'A',
          description: '',
          image: null,
          siteName: null,
          domain: 'a.kr',
        },
      ],
    };
    expect(parseWriteDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('drops what it cannot use and refuses what is not a draft', () => {
    expect(parseWriteDraft(null)).toBeNull();
    expect(parseWriteDraft({ blocks: 'x' })).toBeNull();
    expect(parseWriteDraft({ blocks: [{ id: '1', type: 'poll' }] })).toBeNull();
    expect(
      parseWriteDraft({ title: 7, sphereId: '3', blocks: [{ id: '1', type: 'text', content: 5 }, { type: 'text' }] }),
    ).toEqual({ title: '', sphereId: null, blocks: [{ id: '1', type: 'text', content: '' }] });
  });

  it('is worth keeping once there is a title or a filled block', () => {
    const empty = { title: ' ', sphereId: 2, blocks: [{ id: '1', type: 'text' as const, content: '  ' }] };
    expect(writeDraftOf(empty)).toBeNull();
    expect(writeDraftOf({ ...empty, title: '제목' })).not.toBeNull();
    expect(writeDraftOf({ ...empty, blocks: [{ id: '1', type: 'text', content: '글' }] })).not.toBeNull();
  });
});
