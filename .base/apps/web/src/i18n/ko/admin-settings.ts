export const adminSettings = {
  heading: '기타 설정',
  intro: '관리자 계정으로 홈 화면을 볼 때 보일 요소를 정합니다. 일반 사용자에게는 항상 모두 표시됩니다.',
  groupLabel: '홈 화면 표시',
  companionVisible: '컴패니언 위젯 표시',
  companionHint: '홈 왼쪽 열의 컴패니언 캐릭터 위젯',
  recommendedSpheresVisible: '추천 스피어 표시',
  recommendedSpheresHint: '홈 오른쪽 열의 추천 스피어 카드',
  saved: '설정이 저장되었습니다.',
  saving: '저장 중...',
  loading: '설정을 불러오는 중...',
  loadFailed: '설정 로드 실패',
  saveFailed: '설정 저장 실패',
} as const;
