import { describe, expect, it } from 'vitest';
import { userIdFromInput } from './user-id-input.ts';

describe('userIdFromInput', () => {
  it('takes an id or a profile address', () => {
    expect(userIdFromInput('user12')).toBe('user12');
    expect(userIdFromInput('  user12  ')).toBe('user12');
    expect(userIdFromInput('https://tubesphere.kr/user/user12')).toBe('user12');
    expect(userIdFromInput('/user/user7/')).toBe('user7');
  });

  it('refuses anything else', () => {
    for (const text of ['', '12', 'user', 'user0', 'user01', 'userx', 'post12', 'user12?tab=posts', 'xuser12']) {
      expect(userIdFromInput(text), text).toBeNull();
    }
  });
});
