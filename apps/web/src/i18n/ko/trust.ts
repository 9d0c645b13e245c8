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
    failed: '차단 상태를 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.',
    collapsedComment: BLOCK_MESSAGES.collapsedComment,
    showComment: '댓글 보기',
  },
} as const;
