/** Recommended spheres card (spec §2 Home right column). */
export const spheres = {
  title: '추천 스피어',
  loading: '스피어를 불러오는 중...',
  loadFailed: '추천 스피어를 불러오지 못했습니다.',
  empty: '추천할 스피어가 없어요.',
  members: (count: string) => `멤버 ${count}명`,
  join: '가입',
  joined: '가입됨',
  joining: '가입 중...',
  joinLabel: (name: string) => `${name} 스피어 가입`,
  joinFailed: '스피어에 가입하지 못했습니다.',
  joinedToast: (name: string) => `${name} 스피어에 가입했어요!`,
} as const;
