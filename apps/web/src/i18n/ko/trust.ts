import { BLOCK_MESSAGES } from '@tubesphere/shared/contract/user-blocks';
import { trustLevelName } from '@tubesphere/shared/domain/trust-levels';

/** 등급 badges and 차단 (docs/trust-levels.md). */
export const trust = {
  /** The badge's text: the level's Korean name. */
  badge: (level: number) => trustLevelName(level),
  badgeTitle: (level: number) => `등급 ${level} · ${trustLevelName(level)}`,
  block: {
    block: '차단하기',
    unblock: '차단 해제',
    blockDone: (name: string) => `${name}님을 차단했습니다. 이 사용자의 글과 댓글이 보이지 않습니다.`,
    unblockDone: (name: string) => `${name}님의 차단을 해제했습니다.`,
    listFailed: '차단한 사용자 목록을 불러오지 못했습니다.',
    settingsTitle: '차단한 사용자',
    settingsDescription:
      '차단한 사용자의 글과 댓글은 보이지 않고, 그 사용자의 알림도 오지 않습니다. 차단한 사실은 상대에게 알리지 않습니다.',
    loading: '차단한 사용자를 불러오는 중…',
    empty: '차단한 사용자가 없습니다.',
    listLabel: '차단한 사용자 목록',
    blockedOn: (date: string) => `${date} 차단`,
    unblockOne: (name: string) => `${name}님 차단 해제`,
    pagination: '차단한 사용자 페이지',
    previous: '이전',
    next: '다음',
    page: (page: number) => `${page}페이지`,
    failed: '차단 상태를 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.',
    collapsedComment: BLOCK_MESSAGES.collapsedComment,
    showComment: '댓글 보기',
  },
} as const;
