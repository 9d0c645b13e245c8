import { describe, expect, it } from 'vitest';
import { historySummary } from './history-dialog.tsx';

describe('the history chart in words', () => {
  it('states the first and last reading and the change, in Korean counts and Seoul time', () => {
    const text = historySummary('구독자', {
      source: 'live',
      origin: null,
      points: [
        { at: '2024-05-01T05:00:00.000Z', value: 120_000 },
        { at: '2024-05-04T05:00:00.000Z', value: 126_000 },
        { at: '2024-05-08T05:00:00.000Z', value: 134_500 },
      ],
    });
    expect(text).toBe('구독자: 2024년 5월 1일 14:00 12만에서 2024년 5월 8일 14:00 13만, +1.4만 변화 (수집 3회)');
  });

  it('says so when there is one reading, or none', () => {
    expect(
      historySummary('조회수', {
        source: 'live',
        origin: null,
        points: [{ at: '2024-05-08T05:00:00.000Z', value: 5300 }],
      }),
    ).toBe('조회수: 2024년 5월 8일 14:00 기준 5.3천 (수집 1회)');
    expect(historySummary('조회수', { source: 'live', origin: null, points: [] })).toContain(
      '아직 쌓인 기록이 없습니다',
    );
  });

  it('starts a video from 0 views at its upload', () => {
    const text = historySummary('조회수', {
      source: 'live',
      origin: { at: '2024-05-07T01:00:00.000Z', kind: 'published' },
      points: [{ at: '2024-05-08T05:00:00.000Z', value: 5300 }],
    });
    expect(text).toBe('조회수: 2024년 5월 7일 10:00 게시 0에서 2024년 5월 8일 14:00 5.3천, +5.3천 변화 (수집 1회)');
  });

  it('shows a fall as a negative change', () => {
    const text = historySummary('구독자', {
      source: 'live',
      origin: null,
      points: [
        { at: '2024-05-01T05:00:00.000Z', value: 5000 },
        { at: '2024-05-02T05:00:00.000Z', value: 4000 },
      ],
    });
    expect(text).toContain('-1천 변화');
  });
});
