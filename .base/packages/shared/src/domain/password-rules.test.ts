import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { PASSWORD_MESSAGES, passwordProblem } from './password-rules.ts';

const account = { email: 'minji.kim@example.kr', userName: '민지' };

describe('passwordProblem', () => {
  it('refuses short, blank, personal and common passwords', () => {
    expect(passwordProblem('짧은비번', account)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('        ', account)).toBe(PASSWORD_MESSAGES.blank);
    expect(passwordProblem('\t\t \n    ', account)).toBe(PASSWORD_MESSAGES.blank);
    expect(passwordProblem('Minji.Kim@Example.kr', account)).toBe(PASSWORD_MESSAGES.sameAsAccount);
    expect(passwordProblem('minji.kim', account)).toBe(PASSWORD_MESSAGES.sameAsAccount);
    expect(passwordProblem('민지민지민지민지', { userName: '민지민지민지민지' })).toBe(PASSWORD_MESSAGES.sameAsAccount);
    for (const common of ['password', '12345678', 'Password', 'iloveyou', 'qwerty123', '1q2w3e4r']) {
      expect(passwordProblem(common, account)).toBe(PASSWORD_MESSAGES.common);
    }
    expect(passwordProblem('x'.repeat(201), account)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('accepts an ordinary password and counts characters, not bytes', () => {
    expect(passwordProblem('password-123', account)).toBeNull();
    expect(passwordProblem('우리집강아지이름', account)).toBeNull();
    expect(passwordProblem('😀😀😀😀😀😀😀', account)).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('bundles the current top of the maintained list (regenerate with scripts/generate-common-passwords.ts)', () => {
    const expected = [...new Set(dictionary['passwords-common'].slice(0, 10_000).map((word) => word.toLowerCase()))]
      .filter((word) => word.length >= 8)
      .join('\n');
    expect(COMMON_PASSWORDS_TEXT).toBe(expected);
  });
});
