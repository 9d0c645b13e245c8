import { josa } from './josa.ts';

/** The companion where it shows beside other screens: the home widget and strip, its figure, the level-up / unlock notices. */
export const companion = {
  loading: '캐릭터 정보를 불러오는 중...',
  fetchFailed: '캐릭터 정보를 불러오지 못했습니다.',
  rarity: { common: '일반', rare: '희귀', epic: '영웅', legendary: '전설' },
  noCompanion: '아직 컴패니언이 없어요',
  figureLabel: (name: string, parts: string[]) =>
    parts.length > 0 ? `${name}: ${parts.join(', ')}` : `${name}: 아직 모습이 없는 알`,
  levelLine: (level: number, experience: number, threshold: number) =>
    `Lv.${level} · 경험치 ${experience} / ${threshold}`,
  widget: {
    heading: '나의 컴패니언',
    level: (level: number) => `Lv.${level}`,
    progressLabel: '컴패니언 경험치',
    experience: (experience: number, threshold: number) => `${experience} / ${threshold} XP`,
    customize: '꾸미기',
    startCustomizing: '컴패니언 꾸미러 가기',
    noBase: '아직 모습이 없어요. 나만의 컴패니언을 만들어 보세요!',
    guestTitle: '나만의 컴패니언을 키워 보세요',
    guestText: '로그인하면 활동할수록 자라는 컴패니언을 꾸밀 수 있어요.',
    guestLogin: '로그인하고 시작하기',
    error: '컴패니언을 불러오지 못했어요.',
  },
  notices: {
    levelUpTitle: '레벨 업!',
    levelUpText: (name: string, level: number) => `${josa(name, '이', '가')} 레벨 ${level}에 올랐어요!`,
    levelUpMany: (count: number) => `한 번에 ${count}레벨이나 올랐어요.`,
    levelUpStats: '활동할수록 능력치도 함께 자라요.',
    unlockTitle: '새 파츠 잠금 해제!',
    unlockText: '이제 이 파츠들을 쓸 수 있어요.',
    goCustomize: '지금 꾸미러 가기',
    ok: '확인',
  },
} as const;
