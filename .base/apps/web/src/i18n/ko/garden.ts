/** The garden plant shown on the profile card. */
export const garden = {
  loadFailed: '화분 정보를 불러오지 못했습니다.',
  noPlant: '활동을 시작하면 첫 화분이 생겨요.',
  level: (level: number, max: number) => (level >= max ? `Lv.${level} (최대)` : `Lv.${level}`),
  experienceLabel: (name: string) => `${name} 성장도`,
  experienceValue: (current: number, max: number) => `${current} / ${max}`,
} as const;
