/** 비밀번호 찾기 and the other account screens reached from the login page or a mailed link. */
export const accounts = {
  forgotLink: '비밀번호를 잊으셨나요?',
  forgot: {
    title: '비밀번호 찾기',
    heading: '비밀번호 찾기',
    intro: '가입한 이메일을 입력하면 새 비밀번호를 정할 수 있는 링크를 보내드려요.',
    submit: '재설정 링크 보내기',
    sent: '메일을 보냈어요',
    sentHint: '메일이 오지 않으면 스팸함을 확인하거나 잠시 후 다시 요청해주세요. 링크는 30분 동안 쓸 수 있어요.',
    again: '다른 이메일로 다시 요청',
    failed: '요청을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
  reset: {
    title: '새 비밀번호 정하기',
    heading: '새 비밀번호 정하기',
    intro: '앞으로 로그인할 때 쓸 새 비밀번호를 입력해주세요. 다른 기기의 로그인은 모두 끝나요.',
    password: '새 비밀번호',
    passwordConfirm: '새 비밀번호 확인',
    submit: '비밀번호 바꾸고 로그인',
    noToken: '링크가 올바르지 않습니다. 메일의 링크를 다시 열거나 비밀번호 찾기를 다시 요청해주세요.',
    requestAgain: '비밀번호 찾기 다시 요청',
    failed: '비밀번호를 바꾸지 못했습니다.',
    done: '비밀번호를 바꿨어요. 로그인되었습니다.',
  },
  backToLogin: '로그인으로 돌아가기',
} as const;
