import { describe, expect, it } from 'vitest';
import {
  chooseNamesakes,
  mentionedUserIds,
  mentionsInText,
  mentionsJson,
  type Namesake,
  parseMentions,
  storedMentions,
} from './mentions.ts';

const user = (id: number, name: string, extra: Partial<Namesake> = {}): Namesake => ({
  user_id: id,
  user_name: name,
  is_author: 0,
  last_comment_id: null,
  ...extra,
});

describe('chooseNamesakes', () => {
  it('takes the only member of a name', () => {
    expect(chooseNamesakes([user(1, '홍길동')])).toEqual(new Map([['홍길동', 1]]));
  });

  it("prefers the post's author, then the latest commenter, among namesakes", () => {
    expect(
      chooseNamesakes([user(1, '김'), user(2, '김', { is_author: '1' }), user(3, '김', { last_comment_id: 9 })]),
    ).toEqual(new Map([['김', 2]]));
    expect(
      chooseNamesakes([user(1, '김', { last_comment_id: '4' }), user(3, '김', { last_comment_id: 12 }), user(5, '김')]),
    ).toEqual(new Map([['김', 3]]));
  });

  it('leaves a name shared by strangers unlinked (a post has no thread to tell them apart)', () => {
    expect(chooseNamesakes([user(1, '이'), user(2, '이'), user(3, '박')])).toEqual(new Map([['박', 3]]));
  });
});

describe('mentionsInText', () => {
  it('keeps the longest resolved name at each @, each user and name once', () => {
    const chosen = new Map([
      ['김철', 1],
      ['김철수', 2],
    ]);
    expect(mentionsInText('@김철수에게 @김철 님 그리고 다시 @김철수', chosen)).toEqual([
      { userId: 2, name: '김철수' },
      { userId: 1, name: '김철' },
    ]);
  });

  it('finds nothing when no name resolved, or the @ is inside an address', () => {
    expect(mentionsInText('@누구', new Map())).toEqual([]);
    expect(mentionsInText('me@mail.com https://a.kr/@mail', new Map([['mail', 1]]))).toEqual([]);
  });
});

describe('stored mentions', () => {
  it('round-trips what mentionsJson writes, and stores nothing for none', () => {
    const json = mentionsJson([
      { userId: 4, name: '가' },
      { userId: 4, name: '가님' },
      { userId: 7, name: '나' },
    ]);
    expect(mentionsJson([])).toBeNull();
    expect(storedMentions(json)).toHaveLength(3);
    expect(mentionedUserIds(json)).toEqual([4, 7]);
  });

  it('reads a broken value as no mentions instead of failing the page', () => {
    for (const bad of [null, '', '{', '{"userId":1}', '[{"userId":"1","name":"가"}]']) {
      expect(storedMentions(bad)).toEqual([]);
      expect(mentionedUserIds(bad)).toEqual([]);
    }
  });

  it('links only the accounts still there', () => {
    const json = mentionsJson([
      { userId: 4, name: '가' },
      { userId: 7, name: '나' },
    ]);
    expect(parseMentions(json, new Set([7]))).toEqual([{ userId: 'user7', name: '나' }]);
    expect(parseMentions(json, 'all').map((m) => m.name)).toEqual(['가', '나']);
  });
});
