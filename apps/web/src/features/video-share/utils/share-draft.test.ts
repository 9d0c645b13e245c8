import { describe, expect, it } from 'vitest';
import { parseShareDraft, shareDraftOf } from './share-draft.ts';

describe('the /write-youtube draft', () => {
  it('comes back as stored, unknown categories dropped', () => {
    expect(
      parseShareDraft({
        title: '영상',
        description: '설명',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        timing: ['commute', 'night'],
        content: ['asmr'],
        start: 205,
        end: 'x',
        sphereId: 2,
      }),
    ).toEqual({
      title: '영상',
      description: '설명',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      timing: ['commute'],
      content: ['asmr'],
      start: 205,
      end: null,
      sphereId: 2,
    });
    expect(parseShareDraft('x')).toBeNull();
    expect(parseShareDraft({ title: 3, timing: 'commute' })).toMatchObject({ title: '', timing: [] });
  });

  it('is worth keeping once a field has text', () => {
    const empty = { title: '', description: ' ', url: '', timing: [], content: [], sphereId: 1 };
    expect(shareDraftOf(empty)).toBeNull();
    expect(shareDraftOf({ ...empty, url: 'https://youtu.be/x' })).not.toBeNull();
  });
});
