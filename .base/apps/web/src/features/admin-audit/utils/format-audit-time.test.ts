import { describe, expect, it } from 'vitest';
import { formatAuditTime } from './format-audit-time.ts';

describe('formatAuditTime', () => {
  // The 오전/오후 words depend on the ICU data of the runtime (browsers have them); the rest does not.
  it('shows Korean time to the second', () => {
    const [day, time] = formatAuditTime('2025-06-03T06:04:05.000Z');
    expect(day).toBe('2025년 6월 3일');
    expect(time).toMatch(/^\S+ 3:04:05$/);
    expect(formatAuditTime('2025-06-02T15:00:00.000Z')[0]).toBe('2025년 6월 3일');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatAuditTime('not a date')).toEqual(['not a date', '']);
  });
});
