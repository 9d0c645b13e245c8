import { describe, expect, it } from 'vitest';
import { formatVideoTime, formatVideoTimeKo, parseClipInputs, parseClockInput, parseTimeParam } from './video-time.ts';
import { parseVideoUrl, youtubeEmbedUrl } from './video-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('YouTube time parameters', () => {
  it.each([
    ['205', 205],
    ['205s', 205],
    ['3m25s', 205],
    ['3m', 180],
    ['1h2m3s', 3723],
    ['1h', 3600],
    ['2h5s', 7205],
    ['0', 0],
  ])('reads %s as %i seconds', (value, seconds) => {
    expect(parseTimeParam(value)).toBe(seconds);
  });

  it.each(['', 'abc', '3:25', '-5', '1.5', 'm', 'h', '3s25m', '100h', '9999999'])('refuses %s', (value) => {
    expect(parseTimeParam(value)).toBeNull();
  });
});

describe('start and end from a YouTube link', () => {
  it.each([
    [`https://youtu.be/${ID}?t=205`, 205, null],
    [`https://www.youtube.com/watch?v=${ID}&t=3m25s`, 205, null],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723, null],
    [`https://www.youtube.com/watch?v=${ID}#t=205`, 205, null],
    [`https://www.youtube.com/watch?v=${ID}#t=3m25s`, 205, null],
    [`https://www.youtube.com/embed/${ID}?start=205&end=300`, 205, 300],
    [`https://youtu.be/${ID}?t=205&end=300`, 205, 300],
    [`https://youtu.be/${ID}?end=60`, null, 60],
    [`https://youtu.be/${ID}`, null, null],
    [`https://youtu.be/${ID}?t=0`, null, null],
    [`https://youtu.be/${ID}?t=banana`, null, null],
  ])('%s → start %s, end %s', (url, start, end) => {
    expect(parseVideoUrl(url)).toMatchObject({ id: ID, start, end });
  });

  it('drops an end at or before the start, as YouTube does', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=300&end=200`)).toMatchObject({ start: 300, end: null });
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=300&end=300`)).toMatchObject({ start: 300, end: null });
  });

  it('carries start and end into the player address', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=3m25s&end=300`)?.embedUrl).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?start=205&end=300`,
    );
    expect(youtubeEmbedUrl(ID, { start: null, end: 90 })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?end=90`);
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('keeps times off other providers', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871#t=30s')).toMatchObject({ start: null, end: null });
  });
});

describe('writing times', () => {
  it.each([
    [0, '0:00', '0초'],
    [5, '0:05', '5초'],
    [205, '3:25', '3분 25초'],
    [3600, '1:00:00', '1시간'],
    [3720, '1:02:00', '1시간 2분'],
    [3723, '1:02:03', '1시간 2분 3초'],
  ])('%i → %s / %s', (seconds, clock, korean) => {
    expect(formatVideoTime(seconds)).toBe(clock);
    expect(formatVideoTimeKo(seconds)).toBe(korean);
  });
});

describe('typed times for 구간 공유', () => {
  it.each([
    ['3:25', 205],
    [' 3:25 ', 205],
    ['0:05', 5],
    ['75:00', 4500],
    ['1:02:03', 3723],
    ['205', 205],
    ['', null],
    ['  ', null],
  ])('%s → %s', (text, seconds) => {
    expect(parseClockInput(text)).toBe(seconds);
  });

  it.each(['3:5', '3:60', '1:60:00', 'abc', '3분', '-1', '25:00:00'])('%s is unreadable', (text) => {
    expect(parseClockInput(text)).toBeUndefined();
  });
});

describe('a typed 구간', () => {
  it('reads a start and an optional end', () => {
    expect(parseClipInputs('3:25', '')).toEqual({ ok: true, start: 205, end: null });
    expect(parseClipInputs('3:25', '5:00')).toEqual({ ok: true, start: 205, end: 300 });
    expect(parseClipInputs('', '1:00')).toEqual({ ok: true, start: null, end: 60 });
    expect(parseClipInputs('0:00', '')).toEqual({ ok: true, start: null, end: null });
  });

  it('says what is wrong', () => {
    expect(parseClipInputs('3분', '')).toEqual({ ok: false, error: '시간은 3:25처럼 분:초 형식으로 입력해주세요.' });
    expect(parseClipInputs('5:00', '3:25')).toEqual({ ok: false, error: '끝 시간은 시작 시간보다 뒤여야 합니다.' });
    expect(parseClipInputs('5:00', '5:00')).toMatchObject({ ok: false });
  });
});
