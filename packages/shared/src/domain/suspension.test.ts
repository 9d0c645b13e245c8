import { describe, expect, it } from 'vitest';
import { activeSuspension, suspensionEnd, suspensionMessage } from './suspension.ts';

const now = new Date('2025-03-01T00:00:00Z');

describe('activeSuspension', () => {
  it('is null without a record, and once the end has passed', () => {
    expect(activeSuspension({ suspendedAt: null, suspendedUntil: null, reason: null }, now)).toBeNull();
    const ended = { suspendedAt: '2025-02-01T00:00:00Z', suspendedUntil: '2025-02-28T23:59:59Z', reason: '스팸' };
    expect(activeSuspension(ended, now)).toBeNull();
  });

  it('reads a ban (no end) and a suspension still running', () => {
    expect(
      activeSuspension({ suspendedAt: '2025-02-01T00:00:00Z', suspendedUntil: null, reason: '도배' }, now),
    ).toEqual({
      kind: 'ban',
      reason: '도배',
    });
    const running = { suspendedAt: '2025-02-28T00:00:00Z', suspendedUntil: '2025-03-08T00:00:00Z', reason: ' 욕설 ' };
    expect(activeSuspension(running, now)).toEqual({ kind: 'until', until: '2025-03-08T00:00:00Z', reason: '욕설' });
  });

  it('gives a reason even when none was written', () => {
    expect(activeSuspension({ suspendedAt: 'x', suspendedUntil: null, reason: '' }, now)?.reason).toBe('운영정책 위반');
  });
});

describe('suspensionMessage', () => {
  it('names the end in Seoul time, or says the ban is permanent', () => {
    expect(suspensionMessage({ kind: 'until', until: '2025-03-08T03:00:00Z', reason: '욕설' })).toBe(
      '계정이 2025년 3월 8일 12:00까지 이용 정지되었습니다: 욕설',
    );
    expect(suspensionMessage({ kind: 'ban', reason: '도배' })).toBe('계정이 영구 이용 정지되었습니다: 도배');
  });

  it('counts days from now', () => {
    expect(suspensionEnd(7, now)).toBe('2025-03-08T00:00:00.000Z');
  });
});
