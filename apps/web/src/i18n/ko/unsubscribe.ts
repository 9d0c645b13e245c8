/** /unsubscribe: where a mail's 수신 거부 link leads. */
export const unsubscribe = {
  title: '메일 수신 거부',
  intro: '이 메일을 더 이상 받지 않으려면 아래 버튼을 눌러주세요. 다른 메일과 알림은 그대로입니다.',
  button: '수신 거부',
  working: '처리하는 중…',
  failed: '수신 거부를 처리하지 못했습니다.',
  retry: '다시 시도해주세요.',
  badLink: '수신 거부 링크가 올바르지 않습니다. 메일의 링크를 다시 열거나 설정에서 메일 수신을 바꿔주세요.',
  toSettings: '메일 설정 바꾸기',
} as const;
