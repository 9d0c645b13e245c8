import { describe, expect, it } from 'vitest';
import { findTimestamps, splitTimestamps } from './video-timestamps.ts';

const seconds = (text: string, max: number | null = null) => findTimestamps(text, max).map((stamp) => stamp.seconds);

describe('timestamps in text', () => {
  it.each([
    ['3:25 여기 미쳤다', [205]],
    ['0:05부터 봐', [5]],
    ['12:00이랑 13:30', [720, 810]],
    ['1:02:03 장면', [3723]],
    ['100:00', [6000]],
    ['3분 25초 여기', [205]],
    ['3분25초', [205]],
    ['1시간 2분', [3720]],
    ['1시간 2분 3초쯤', [3723]],
    ['(2:10) 그리고 [4:05]', [130, 245]],
  ])('%s → %j', (text, expected) => {
    expect(seconds(text)).toEqual(expected);
  });

  it.each([
    '3:5',
    '3:60',
    '1:2:3',
    '10:30:45:00',
    '2024.1:30',
    '3분 걸렸다',
    '25초',
    '3분 75초',
    '1시간 70분',
    '12345:00',
    '비율은 16:9',
    'https://example.com',
  ])('leaves %s as text', (text) => {
    expect(seconds(text)).toEqual([]);
  });

  it('keeps only timestamps within the video when its length is known', () => {
    expect(seconds('1:00 그리고 5:00 그리고 10:01', 600)).toEqual([60, 300]);
    expect(seconds('10분 0초', 600)).toEqual([600]);
    expect(seconds('2:00:00', null)).toEqual([7200]);
  });

  it('splits a text into plain and timestamp parts', () => {
    expect(splitTimestamps('3:25 여기 미쳤다, 1시간 2분도')).toEqual([
      { type: 'timestamp', text: '3:25', seconds: 205 },
      { type: 'text', text: ' 여기 미쳤다, ' },
      { type: 'timestamp', text: '1시간 2분', seconds: 3720 },
      { type: 'text', text: '도' },
    ]);
    expect(splitTimestamps('그냥 글')).toEqual([{ type: 'text', text: '그냥 글' }]);
    expect(splitTimestamps('')).toEqual([]);
  });
});
