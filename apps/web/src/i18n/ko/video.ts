import { VIDEO_TIME_MESSAGES } from '@tubesphere/shared/domain/video-time';

/** 로/으로: 으로 after a final consonant other than ㄹ (15분으로, 3분 25초로). */
const toward = (word: string) => {
  const final = ((word.at(-1) ?? '').charCodeAt(0) - 0xac00) % 28;
  return `${word}${final > 0 && final !== 8 ? '으로' : '로'}`;
};

/** Times within a video: 구간 공유, clickable timestamps, moments and chapters. */
export const video = {
  clip: {
    legend: '구간 공유',
    hint: '시작과 끝을 3:25처럼 분:초로 입력하세요. 끝은 비워 두어도 돼요.',
    start: '시작',
    end: '끝 (선택)',
    startPlaceholder: '0:00',
    endPlaceholder: '끝까지',
    invalid: VIDEO_TIME_MESSAGES.invalidTime,
    endBeforeStart: VIDEO_TIME_MESSAGES.endBeforeStart,
  },
  startsAt: (clock: string) => `${clock}부터`,
  range: (start: string, end: string) => `${start}부터 ${end}까지`,
  seekLabel: (spoken: string) => `${toward(spoken)} 이동`,
  openAtLabel: (spoken: string) => `${spoken}부터 영상 보기`,
  scene: {
    button: '지금 장면에 댓글',
    pressedLabel: (clock: string) => `지금 장면에 댓글: ${clock}`,
    notReady: '영상을 재생하면 지금 장면에 댓글을 남길 수 있어요.',
  },
  moments: {
    label: '영상 속 댓글 위치',
    empty: '아직 장면을 짚은 댓글이 없어요. 3:25처럼 시간을 적거나 지금 장면에 댓글을 남겨 보세요.',
    markLabel: (clock: string, count: number) => `${clock} 장면 댓글 ${count}개`,
    filtering: (clock: string) => `${clock} 장면 댓글만 보는 중`,
    showAll: '전체 댓글 보기',
    chapters: '챕터',
  },
} as const;
