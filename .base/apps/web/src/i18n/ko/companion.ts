/** 을/를, 이/가: picked by whether the word ends in a final consonant; both shown for non-Hangul. */
const josa = (word: string, afterConsonant: string, afterVowel: string): string => {
  const code = (word.trim().at(-1) ?? '').charCodeAt(0) - 0xac00;
  if (Number.isNaN(code) || code < 0 || code > 11171) return `${word}${afterConsonant}(${afterVowel})`;
  return word + (code % 28 ? afterConsonant : afterVowel);
};

/** The companion: /character customizer, home widget and level-up / unlock notices. */
export const companion = {
  pageTitle: '내 컴패니언',
  backHome: '홈으로',
  headerTitle: (name: string) => `${name}의 컴패니언`,
  headerSubtitle: '파츠를 캔버스로 끌어다 놓아 나만의 컴패니언을 꾸며 보세요.',

  loading: '캐릭터 정보를 불러오는 중...',
  loadingDebug: (userId: string, attempt: number) => `사용자 ${userId} · 요청 ${attempt}회차`,
  fetchFailed: '캐릭터 정보를 불러오지 못했습니다.',
  emptyTitle: '캐릭터를 찾을 수 없습니다',
  emptyText: '캐릭터 정보나 사용할 수 있는 파츠가 없습니다.',

  nameLabel: '캐릭터 이름',
  namePlaceholder: '이름을 지어 주세요',
  nameCounter: (length: number, max: number) => `${length}/${max}`,
  nameHint: '비워 두면 지금 이름을 그대로 씁니다.',

  partsHeading: '파츠',
  basesHeading: '기본 캐릭터',
  accessoriesHeading: '액세서리',
  partsHelp: '파츠를 캔버스로 끌어다 놓거나 눌러서 추가하세요. 키보드: Space로 집고, 방향키로 옮기고, Space로 놓기.',
  unlockLevel: (level: number) => `Lv.${level}`,
  lockedLabel: (level: number) => `레벨 ${level}에 잠금 해제`,
  selected: '선택됨',
  equipped: '착용 중',
  rarity: { common: '일반', rare: '희귀', epic: '영웅', legendary: '전설' },
  partLabel: (name: string, rarity: string, state: string) => `${name} (${rarity}) ${state}`,

  canvasLabel: '조립 캔버스',
  figureLabel: (name: string, parts: string[]) =>
    parts.length > 0 ? `${name}: ${parts.join(', ')}` : `${name}: 아직 모습이 없는 알`,
  canvasEmpty: '기본 캐릭터를 여기로 끌어다 놓으세요',
  canvasHelpRemove: '착용한 액세서리를 누르면 벗겨집니다.',
  canvasHelpAdjust: '액세서리를 끌어서 위치를 옮기세요.',
  adjustMode: '위치 조정',
  adjustModeDone: '조정 끝내기',
  removeAccessory: (name: string) => `${name} 빼기`,
  moveAccessory: (name: string, x: number, y: number) => `${name} 옮기기 (가로 ${x}%, 세로 ${y}%)`,
  resetPosition: '가운데로',
  resetPositionLabel: (name: string) => `${name} 위치 초기화`,
  done: '완료',
  doneLabel: '위치 조정 끝내기',

  levelLine: (level: number, experience: number, threshold: number) =>
    `Lv.${level} · 경험치 ${experience} / ${threshold}`,
  statsHeading: '능력치',
  stats: { creativity: '창의성', sociability: '사교성', influence: '영향력', consistency: '꾸준함' },
  statHints: {
    creativity: '글을 쓰면 올라요',
    sociability: '좋아요와 댓글로 올라요',
    influence: '글과 댓글이 퍼질수록 올라요',
    consistency: '매일 방문하면 올라요',
  },

  finish: '완성',
  saving: '저장 중...',
  cancel: '취소',
  saved: '컴패니언을 저장했어요!',
  saveFailed: '캐릭터 저장에 실패했습니다. 잠시 후 다시 시도해주세요.',
  saveFailedLog: 'character save failed',
  noBaseHint: '기본 캐릭터를 먼저 골라 주세요.',

  dnd: {
    roleDescription: '끌어서 놓을 수 있는 파츠',
    instructions:
      '파츠를 집으려면 Space 또는 Enter를 누르세요. 방향키로 캔버스 위 위치를 정하고(Shift와 함께 누르면 조금씩), Space 또는 Enter로 내려놓습니다. Esc를 누르면 취소됩니다.',
    picked: (name: string) => `${josa(name, '을', '를')} 집었습니다. 방향키로 캔버스 위치를 정하세요.`,
    over: (name: string) => `${josa(name, '이', '가')} 캔버스 위에 있습니다.`,
    outside: (name: string) => `${josa(name, '이', '가')} 캔버스 밖에 있습니다.`,
    dropped: (name: string) => `${josa(name, '을', '를')} 캔버스에 놓았습니다.`,
    cancelled: (name: string) => `${name} 옮기기를 취소했습니다.`,
  },

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
