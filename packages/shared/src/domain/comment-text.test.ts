import { describe, expect, it } from 'vitest';
import { mentionCandidates, mentionQueryAt, splitCommentText } from './comment-text.ts';

const hong = { userId: 'user7', name: '홍길동' };

describe('splitCommentText', () => {
  it('keeps plain text as one part', () => {
    expect(splitCommentText('좋은 영상 감사합니다')).toEqual([{ type: 'text', text: '좋은 영상 감사합니다' }]);
    expect(splitCommentText('')).toEqual([]);
  });

  it('turns http(s) URLs into links and leaves the words around them', () => {
    expect(splitCommentText('여기 https://example.com/a?b=1 보세요')).toEqual([
      { type: 'text', text: '여기 ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: ' 보세요' },
    ]);
    expect(splitCommentText('http://a.kr')).toEqual([{ type: 'link', text: 'http://a.kr', href: 'http://a.kr' }]);
  });

  it('never links other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://a.kr/x', 'www.example.com']) {
      expect(
        splitCommentText(text).every((part) => part.type === 'text'),
        text,
      ).toBe(true);
    }
  });

  it('leaves sentence punctuation and unbalanced brackets out of a link', () => {
    const link = (text: string) => splitCommentText(text).find((part) => part.type === 'link');
    expect(link('보세요: https://a.kr/x.')?.text).toBe('https://a.kr/x');
    expect(link('(https://a.kr/x)')?.text).toBe('https://a.kr/x');
    expect(link('https://ko.wikipedia.org/wiki/A_(B)')?.text).toBe('https://ko.wikipedia.org/wiki/A_(B)');
    expect(link('https://a.kr/x!?')?.text).toBe('https://a.kr/x');
  });

  it('ends a link where Hangul follows the host, but keeps Hangul in a path', () => {
    expect(splitCommentText('https://a.kr입니다')).toEqual([
      { type: 'link', text: 'https://a.kr', href: 'https://a.kr' },
      { type: 'text', text: '입니다' },
    ]);
    const wiki = splitCommentText('https://ko.wikipedia.org/wiki/서울 참고');
    expect(wiki[0]).toMatchObject({ type: 'link', text: 'https://ko.wikipedia.org/wiki/서울' });
  });

  it('links a resolved mention, with the particle that follows it as text', () => {
    expect(splitCommentText('@홍길동님 동의합니다', [hong])).toEqual([
      { type: 'mention', text: '@홍길동', userId: 'user7' },
      { type: 'text', text: '님 동의합니다' },
    ]);
  });

  it('prefers the longest resolved name', () => {
    const short = { userId: 'user1', name: '홍길' };
    expect(splitCommentText('@홍길동 안녕', [short, hong])[0]).toEqual({
      type: 'mention',
      text: '@홍길동',
      userId: 'user7',
    });
  });

  it('leaves unresolved mentions, e-mail addresses and @ inside URLs as text', () => {
    expect(splitCommentText('@없는사람 안녕', [hong])).toEqual([{ type: 'text', text: '@없는사람 안녕' }]);
    expect(splitCommentText('mail@홍길동.kr', [hong])).toEqual([{ type: 'text', text: 'mail@홍길동.kr' }]);
    const parts = splitCommentText('https://a.kr/@홍길동', [hong]);
    expect(parts).toEqual([{ type: 'link', text: 'https://a.kr/@홍길동', href: 'https://a.kr/@홍길동' }]);
  });

  it('puts links and mentions together in order', () => {
    const parts = splitCommentText('(@홍길동) https://a.kr 참고', [hong]);
    expect(parts.map((part) => part.type)).toEqual(['text', 'mention', 'text', 'link', 'text']);
    expect(parts.map((part) => part.text).join('')).toBe('(@홍길동) https://a.kr 참고');
  });
});

describe('mentionCandidates', () => {
  it('lists every prefix after an @, so a name followed by a particle is found', () => {
    const names = mentionCandidates('@홍길동님 안녕');
    expect(names).toContain('홍길동');
    expect(names).toContain('홍길동님');
    expect(names).not.toContain('홍길동님 ');
  });

  it('stops at 20 characters, a line end or another @', () => {
    expect(Math.max(...mentionCandidates(`@${'가'.repeat(30)}`).map((n) => n.length))).toBe(20);
    expect(mentionCandidates('@가나\n다라')).toEqual(['가', '가나']);
    expect(mentionCandidates('@가@나 @다')).toEqual(['가', '다']);
  });

  it('ignores e-mail addresses, URLs and text without @', () => {
    expect(mentionCandidates('mail@a.kr https://a.kr/@b 그냥 글')).toEqual([]);
  });

  it('looks at no more than ten mentions', () => {
    const text = Array.from({ length: 15 }, (_, i) => `@사람${i}`).join(' ');
    expect(mentionCandidates(text).filter((name) => /^사람\d+$/.test(name)).length).toBeLessThanOrEqual(10);
  });
});

describe('the @ mention being typed', () => {
  it('finds the query between an @ and the caret', () => {
    expect(mentionQueryAt('안녕 @ㅎㄱ', 7)).toEqual({ start: 3, query: 'ㅎㄱ' });
    expect(mentionQueryAt('@홍길', 3)).toEqual({ start: 0, query: '홍길' });
  });
  it('is closed by a space, a bare @, an e-mail address or a caret before the @', () => {
    expect(mentionQueryAt('@홍길동 ', 5)).toBeNull();
    expect(mentionQueryAt('@', 1)).toBeNull();
    expect(mentionQueryAt('me@mail', 7)).toBeNull();
    expect(mentionQueryAt('안녕 @홍', 2)).toBeNull();
  });
});
