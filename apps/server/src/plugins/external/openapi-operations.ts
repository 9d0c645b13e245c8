/**
 * What the OpenAPI document says about each operation that its zod schemas cannot: a stable
 * operationId (generated clients name their functions after it), a Korean summary, and who may
 * call it. `public` routes answer guests and members alike; `member` and `admin` want the
 * session cookie (an admin's for `admin`); `adminKey` routes also want the SQL tool's key (the
 * `X-Admin-Key` header, or the route's own adminKey/key field). The document test fails when a
 * route is missing here, so a new route cannot ship without its entry.
 */
export type OperationAccess = 'public' | 'member' | 'admin' | 'adminKey';

export interface OperationInfo {
  operationId: string;
  summary: string;
  access: OperationAccess;
}

const op = (operationId: string, summary: string, access: OperationAccess): OperationInfo => ({
  operationId,
  summary,
  access,
});

/** Keyed by `METHOD /path` with OpenAPI's `{param}` path parameters. */
export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/healthz': op('getHealth', '서버와 데이터베이스 상태 확인', 'public'),

  'POST /api/auth/signup': op('signUp', '회원 가입', 'public'),
  'GET /api/auth/signup-challenge': op('getSignupChallenge', '가입 전 자동 가입 방지 확인 (ALTCHA)', 'public'),
  'POST /api/auth/login': op('logIn', '로그인', 'public'),
  'POST /api/auth/logout': op('logOut', '로그아웃', 'public'),
  'GET /api/auth/me': op('getMe', '로그인한 사용자 정보', 'public'),
  'POST /api/auth/password': op('changePassword', '비밀번호 변경', 'member'),
  'POST /api/auth/logout-all': op('logOutEverywhere', '모든 기기에서 로그아웃', 'member'),
  'POST /api/auth/delete-account': op('deleteAccount', '회원 탈퇴', 'member'),

  'GET /api/admin/posts/pending': op('listPendingPosts', '승인 대기 게시물 목록', 'admin'),
  'GET /api/admin/posts/confirmed': op('listConfirmedPosts', '승인된 게시물 목록', 'admin'),
  'GET /api/admin/posts/rejected': op('listRejectedPosts', '반려된 게시물 목록', 'admin'),
  'GET /api/admin/posts/hidden': op('listHiddenPosts', '숨긴 게시물 목록', 'admin'),
  'GET /api/admin/posts/all': op('listAllPosts', '전체 게시물 목록 (관리자)', 'admin'),
  'GET /api/admin/posts/counts': op('countPostsByStatus', '상태별 게시물 수', 'admin'),
  'POST /api/admin/posts/confirm': op('confirmPosts', '게시물 승인', 'admin'),
  'GET /api/admin/posts/{postId}/detail': op('getAdminPost', '게시물 상세 (관리자)', 'admin'),
  'GET /api/admin/posts/{postId}/comments': op('listAdminPostComments', '게시물의 댓글 목록 (관리자)', 'admin'),
  'POST /api/admin/posts/reject': op('rejectPosts', '게시물 반려', 'admin'),
  'POST /api/admin/posts/hide': op('hidePosts', '게시물 숨기기', 'admin'),
  'POST /api/admin/posts/restore': op('restorePosts', '게시물 복원', 'admin'),
  'POST /api/admin/posts/delete': op('deletePostsAsAdmin', '게시물 삭제 (관리자)', 'admin'),
  'POST /api/admin/comments/hide': op('hideComments', '댓글 숨기기', 'admin'),
  'POST /api/admin/comments/restore': op('restoreComments', '댓글 복원', 'admin'),
  'POST /api/admin/comments/delete': op('deleteCommentsAsAdmin', '댓글 삭제 (관리자)', 'admin'),
  'POST /api/admin/query': op('runAdminQuery', 'SQL 도구로 쿼리 실행', 'adminKey'),
  'GET /api/admin/query/saved': op('listSavedQueries', '저장한 쿼리 목록', 'admin'),
  'POST /api/admin/query/saved': op('saveQuery', '쿼리 저장', 'admin'),
  'DELETE /api/admin/query/saved/{id}': op('deleteSavedQuery', '저장한 쿼리 삭제', 'admin'),
  'GET /api/admin/query/schema': op('getQuerySchema', 'SQL 도구용 테이블 구조', 'admin'),
  'GET /api/admin/settings': op('getSiteSettings', '사이트 설정 조회', 'admin'),
  'POST /api/admin/settings': op('updateSiteSettings', '사이트 설정 변경', 'admin'),
  'GET /api/admin/ranking-collector': op('getRankingCollector', '랭킹 수집기 상태', 'admin'),
  'POST /api/admin/ranking-collector/runs': op('runRankingCollector', '랭킹 수집 실행', 'admin'),
  'GET /api/admin/audit': op('listAuditEntries', '관리 작업 기록', 'admin'),
  'GET /api/admin/reports': op('listReports', '신고 목록', 'admin'),
  'POST /api/admin/reports/resolve': op('resolveReports', '신고 처리', 'admin'),
  'GET /api/admin/users': op('listUsers', '회원 목록 (관리자)', 'admin'),
  'POST /api/admin/users/{userId}/suspend': op('suspendUser', '회원 이용 정지', 'admin'),
  'POST /api/admin/users/{userId}/unsuspend': op('unsuspendUser', '회원 이용 정지 해제', 'admin'),
  'POST /api/admin/users/{userId}/admin-level': op('setAdminLevel', '회원 관리자 등급 변경', 'admin'),
  'GET /api/admin/dashboard': op('getAdminDashboard', '관리자 대시보드', 'admin'),

  'GET /api/users/{userId}': op('getUserProfile', '회원 프로필', 'public'),
  'GET /api/users/{userId}/posts': op('listUserPosts', '회원이 쓴 게시물', 'public'),
  'GET /api/users/{userId}/comments': op('listUserComments', '회원이 쓴 댓글', 'public'),
  'PATCH /api/users/me': op('updateMyProfile', '내 프로필 수정', 'member'),

  'POST /api/character/experience': op('gainExperience', '캐릭터 경험치 얻기', 'member'),
  'GET /api/character/profile': op('getCharacter', '내 캐릭터', 'member'),
  'POST /api/character/customize': op('customizeCharacter', '캐릭터 꾸미기', 'member'),
  'GET /api/garden/plants': op('listGardenPlants', '정원의 식물 목록', 'member'),

  'GET /api/posts/feed': op('listFeed', '게시물 피드', 'public'),
  'POST /api/posts/feed': op('createPost', '게시물 작성', 'member'),
  'GET /api/posts/search': op('searchPosts', '게시물 검색', 'public'),
  'GET /api/posts/{postId}/detail': op('getPost', '게시물 상세', 'public'),
  'PATCH /api/posts/{postId}': op('updatePost', '게시물 수정', 'member'),
  'DELETE /api/posts/{postId}': op('deletePost', '게시물 삭제', 'member'),
  'POST /api/posts/{postId}/like': op('togglePostLike', '게시물 좋아요', 'member'),
  'POST /api/posts/{postId}/comments': op('createComment', '댓글 작성', 'member'),
  'PATCH /api/comments/{commentId}': op('updateComment', '댓글 수정', 'member'),
  'DELETE /api/comments/{commentId}': op('deleteComment', '댓글 삭제', 'member'),
  'POST /api/reports': op('reportContent', '게시물·댓글 신고', 'member'),

  'GET /api/spheres': op('listSpheres', '스피어 목록', 'public'),
  'GET /api/spheres/recommended': op('listRecommendedSpheres', '추천 스피어', 'public'),
  'GET /api/spheres/{sphereId}': op('getSphere', '스피어 정보', 'public'),
  'GET /api/spheres/{sphereId}/posts': op('listSpherePosts', '스피어의 게시물', 'public'),
  'POST /api/spheres/{sphereId}/join': op('joinSphere', '스피어 가입', 'member'),
  'POST /api/spheres/{sphereId}/leave': op('leaveSphere', '스피어 탈퇴', 'member'),

  'POST /api/upload/image': op('uploadImage', '이미지 올리기', 'member'),
  'POST /api/links/preview': op('previewLink', '링크 미리보기', 'member'),

  'GET /api/youtube/oembed': op('getYoutubeOembed', '유튜브 동영상 정보 (oEmbed)', 'public'),
  'GET /api/youtube/quota': op('getYoutubeQuota', '유튜브 API 할당량', 'admin'),
  'GET /api/youtube/import': op('importPopularVideos', '인기 동영상 가져오기', 'adminKey'),
  'POST /api/youtube/import': op('importPopularVideosPost', '인기 동영상 가져오기 (본문으로)', 'adminKey'),
  'GET /api/youtube/channels': op('getYoutubeChannels', '유튜브 채널 조회', 'admin'),
  'GET /api/youtube/dynamic': op('callYoutubeEndpoint', '유튜브 API 시험 호출', 'admin'),
  'GET /api/admin/YoutubeSearchApi': op('searchYoutube', '유튜브 검색 시험 호출', 'admin'),
  'POST /api/youtube/save-videos': op('saveYoutubeVideos', '유튜브 검색 결과 저장', 'admin'),
  'GET /api/youtube/channels/ranking': op('getYoutubeChannelRanking', '유튜브 채널 순위', 'public'),
  'GET /api/youtube/trending': op('listTrendingVideos', '인기 급상승 동영상', 'public'),
  'GET /api/youtube/keyword-search': op('searchVideosByKeyword', '키워드로 동영상 찾기', 'public'),
  'GET /api/news/dynamic': op('callNewsApi', '뉴스 API 시험 호출', 'admin'),
  'GET /api/naver/news': op('searchNaverNews', '네이버 뉴스 검색 시험 호출', 'admin'),
  'GET /api/real-estate/auction': op('listRealEstateAuctions', '부동산 경매 정보 시험 호출', 'admin'),

  'GET /api/rankings/videos': op('listVideoRankings', '동영상 순위', 'public'),
  'GET /api/rankings/channels': op('listChannelRankings', '채널 순위', 'public'),
  'GET /api/rankings/new-channels': op('listNewChannelRankings', '새 채널 순위', 'public'),
  'GET /api/rankings/videos/{videoId}/history': op('getVideoRankHistory', '동영상 순위 변화', 'public'),
  'GET /api/rankings/channels/{channelId}/history': op('getChannelRankHistory', '채널 순위 변화', 'public'),

  'GET /api/favorites': op('listFavorites', '즐겨찾기 목록', 'member'),
  'POST /api/favorites': op('addFavorite', '즐겨찾기 추가', 'member'),
  'DELETE /api/favorites': op('removeFavorite', '즐겨찾기 삭제', 'member'),

  'GET /api/notifications': op('listNotifications', '알림 목록', 'member'),
  'GET /api/notifications/unread-count': op('countUnreadNotifications', '읽지 않은 알림 수', 'member'),
  'POST /api/notifications/read': op('markNotificationsRead', '알림 읽음 표시', 'member'),
  'GET /api/notifications/preferences': op('getNotificationPreferences', '알림 설정 조회', 'member'),
  'PUT /api/notifications/preferences': op('updateNotificationPreferences', '알림 설정 변경', 'member'),
  'GET /api/notifications/stream': op('streamNotifications', '실시간 알림 (Server-Sent Events)', 'member'),

  'POST /api/auth/password-reset': op('requestPasswordReset', '비밀번호 재설정 메일 요청', 'public'),
  'POST /api/auth/password-reset/confirm': op('confirmPasswordReset', '새 비밀번호 설정 (재설정 링크)', 'public'),
  'POST /api/auth/verify-email': op('verifyEmail', '이메일 인증', 'public'),
  'POST /api/auth/verify-email/resend': op('resendVerificationEmail', '인증 메일 다시 보내기', 'member'),
  'POST /api/auth/email': op('changeEmail', '이메일 변경 요청', 'member'),
  'GET /api/auth/oauth/providers': op('listOauthProviders', '사용할 수 있는 소셜 로그인', 'public'),
  'GET /api/auth/oauth/links': op('listOauthLinks', '연결된 소셜 계정 목록', 'member'),
  'GET /api/auth/oauth/{provider}': op('startOauth', '소셜 로그인 시작 (제공자로 이동)', 'public'),
  'DELETE /api/auth/oauth/{provider}': op('unlinkOauth', '소셜 계정 연결 해제', 'member'),
  'GET /api/auth/oauth/{provider}/callback': op('finishOauth', '소셜 로그인 콜백', 'public'),
  'GET /api/users/me/export': op('exportMyData', '개인정보 다운로드', 'member'),
  'GET /api/auth/2fa': op('getTwoFactorStatus', '2단계 인증 상태', 'member'),
  'POST /api/auth/2fa/setup': op('setUpTwoFactor', '2단계 인증 설정 시작 (비밀키와 QR 코드)', 'member'),
  'POST /api/auth/2fa/enable': op('enableTwoFactor', '2단계 인증 켜기 (복구 코드 발급)', 'member'),
  'POST /api/auth/2fa/disable': op('disableTwoFactor', '2단계 인증 끄기', 'member'),
  'POST /api/auth/login/2fa': op('completeTwoFactorLogin', '로그인 2단계 인증 (인증 코드 또는 복구 코드)', 'public'),

  'POST /api/users/{userId}/block': op('blockUser', '사용자 차단', 'member'),
  'DELETE /api/users/{userId}/block': op('unblockUser', '사용자 차단 해제', 'member'),
  'GET /api/users/me/blocks': op('listMyBlocks', '내가 차단한 사용자 목록', 'member'),
  'GET /api/admin/spam-settings': op('getSpamSettings', '가입 차단 이메일 도메인 목록', 'admin'),
  'POST /api/admin/spam-settings': op('saveSpamSettings', '가입 차단 이메일 도메인 저장', 'admin'),
  'GET /api/modlog': op('listModlog', '처리 내역 (공개 운영 기록)', 'public'),
  'POST /api/admin/users/{userId}/trust-level': op('setTrustLevel', '회원 등급 지정', 'admin'),
  'GET /api/admin/trust-settings': op('getTrustSettings', '등급 설정 조회', 'admin'),
  'POST /api/admin/trust-settings': op('updateTrustSettings', '등급 설정 변경', 'admin'),
  'GET /api/admin/mail': op('listOutboxMail', '보낼 메일함 목록', 'admin'),
  'GET /api/admin/mail/{mailId}': op('getOutboxMail', '보낼 메일 읽기', 'admin'),

  'GET /api/posts/{postId}/moments': op('listPostMoments', '영상 장면별 댓글 모음', 'public'),
  'POST /api/playlists': op('createPlaylist', '재생목록 만들기', 'member'),
  'GET /api/playlists/{playlistId}': op('getPlaylist', '재생목록 보기', 'public'),
  'POST /api/playlists/{playlistId}/items': op('addPlaylistItem', '재생목록에 영상 추가', 'member'),
  'DELETE /api/playlists/{playlistId}/items/{postId}': op('removePlaylistItem', '재생목록에서 영상 빼기', 'member'),
  'PUT /api/playlists/{playlistId}/order': op('reorderPlaylist', '재생목록 순서 바꾸기', 'member'),
  'GET /api/users/{userId}/playlists': op('listUserPlaylists', '사용자의 재생목록', 'public'),
};
