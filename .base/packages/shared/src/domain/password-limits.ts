/**
 * The password rules' numbers and messages, without the common-password list, so the API
 * contract (loaded on every page) stays small; the rules themselves are in password-rules.ts.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`,
  tooLong: `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해주세요.`,
  blank: '비밀번호는 공백만으로 만들 수 없습니다.',
  sameAsAccount: '이메일이나 사용자 이름과 다른 비밀번호를 사용해주세요.',
  common: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.',
} as const;
