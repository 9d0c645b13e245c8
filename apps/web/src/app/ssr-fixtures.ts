import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { Comment } from '@tubesphere/shared/contract/comments';
import type { FeedResponse } from '@tubesphere/shared/contract/feed';
import type { PageData } from '@tubesphere/shared/contract/pages';
import type { Post } from '@tubesphere/shared/contract/posts';
import type { SphereDetail } from '@tubesphere/shared/contract/sphere-staff';

/** Pages as the server loads them, for rendering on the "server" and hydrating in a test. */

const HOUR = 3_600_000;
export const RENDERED_AT = Date.parse('2030-05-08T05:00:00.000Z');
const ago = (ms: number) => new Date(RENDERED_AT - ms).toISOString();

export const signedIn: UserProfile = {
  user_id: 'user2',
  user_name: '김민준',
  email: 'demo2@tubesphere.kr',
  profile_image: null,
  bio: '퇴근길엔 경제 유튜브',
  water_drops: 12,
  gems: 3,
  level: 2,
  experience: 1500,
  admin_level: 0,
  adminLevel: 0,
  trustLevel: 1,
};

const post = (id: number, overrides: Partial<Post> = {}): Post => ({
  postId: `post${id}`,
  userId: 'user3',
  userName: '최유나',
  profileImage: null,
  authorDeleted: false,
  authorTrustLevel: 1,
  bio: null,
  title: `게시글 ${id}`,
  content: `본문 ${id}: 함께 보면 좋은 영상`,
  image: null,
  media: [],
  blocks: [{ id: 't', type: 'text', content: `본문 ${id}: 함께 보면 좋은 영상` }],
  blocksJson: '[]',
  likeCount: 1234,
  dislikeCount: 0,
  commentCount: 2,
  shareCount: 0,
  viewCount: 56789,
  view_count: 56789,
  isLiked: false,
  isDisliked: false,
  isBookmarked: false,
  timeAgo: '',
  // Just under a minute, an hour and a day before the render: the browser's clock has moved on.
  createdAt: ago(id === 1 ? 59_000 : id === 2 ? HOUR - 1000 : 23 * HOUR + 59 * 60_000),
  sphereId: 2,
  sphereName: '게임',
  sphereIcon: '🎮',
  isPinned: id === 1,
  isConfirmed: true,
  apiSource: null,
  categories: id === 2 ? { timing: ['commute'], content: ['asmr'] } : null,
  youtubeVideoId: null,
  ranking: null,
  region: null,
  editedAt: id === 3 ? ago(HOUR) : null,
  ...overrides,
});

export const admin: UserProfile = { ...signedIn, user_id: 'user1', user_name: '관리자', admin_level: 1, adminLevel: 1 };

export const posts: Post[] = [
  post(1),
  post(2, {
    blocks: [
      { id: 't', type: 'text', content: '영상과 링크' },
      { id: 'v', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      {
        id: 'l',
        type: 'link',
        url: 'https://example.com/a',
        title: '링크 제목',
        description: '설명',
        image: null,
        domain: 'example.com',
      },
    ],
  }),
  post(3, { blocks: [{ id: 'i', type: 'image', url: '/uploads/a.webp', caption: '사진' }], isLiked: true }),
];

const feed = (items: Post[]): FeedResponse => ({
  success: true,
  data: { posts: items, pagination: { page: 1, limit: 10, hasMore: true } },
});

const sphere: SphereDetail = {
  id: 2,
  name: '게임',
  icon: '🎮',
  description: '신작 리뷰부터 공략까지',
  memberCount: 4,
  isJoined: false,
  role: null,
  joinedAt: null,
  rules: '1. 서로 존중해요.',
  staff: [{ userId: 'user3', name: '방장', role: 'owner' }],
  pinned: [],
  myBan: null,
  canModerate: false,
  canManage: false,
  canAppoint: false,
};

const comment = (id: number, parent: number | null): Comment => ({
  commentId: id,
  postId: 'post2',
  userId: 'user4',
  userName: '박서연',
  profileImage: null,
  authorDeleted: false,
  content: parent ? '@최유나 동의해요 https://example.com' : '좋은 영상 감사해요',
  parentCommentId: parent,
  timeAgo: '',
  createdAt: ago(id * 60_000),
  likeCount: 0,
  editedAt: null,
  isDeleted: false,
  mentions: parent ? [{ userId: 'user3', name: '최유나' }] : [],
  videoSeconds: null,
});

export const PAGES: Record<string, { url: string; page: PageData }> = {
  home: {
    url: '/',
    page: {
      kind: 'home',
      order: { sort: 'new', period: 'week' },
      filters: {},
      feed: feed(posts),
      recommendedSpheres: {
        success: true,
        data: { spheres: [sphere, { ...sphere, id: 3, name: '요리', icon: '🍳' }] },
      },
      adminSettings: null,
    },
  },
  adminHome: {
    url: '/',
    page: {
      kind: 'home',
      order: { sort: 'new', period: 'week' },
      filters: {},
      feed: feed(posts),
      recommendedSpheres: { success: true, data: { spheres: [sphere] } },
      // What the server's settings say, whatever the admin's browser remembers.
      adminSettings: {
        companion_visible: false,
        recommended_spheres_visible: true,
        report_auto_hide_threshold: 3,
        admin_two_factor_required: false,
      },
    },
  },
  filteredHome: {
    url: '/?sort=top&period=day&timing=commute',
    page: {
      kind: 'home',
      order: { sort: 'top', period: 'day' },
      filters: { timing: 'commute' },
      feed: feed([posts[1] as Post]),
      recommendedSpheres: { success: true, data: { spheres: [sphere] } },
      adminSettings: null,
    },
  },
  post: {
    url: '/post/post2',
    page: {
      kind: 'post',
      routeId: 'post2',
      detail: {
        success: true,
        post: posts[1] as Post,
        comments: [comment(1, null), comment(2, 1)],
        bestComments: [],
        mentions: [],
      },
    },
  },
  sphere: {
    url: '/sphere/2',
    page: {
      kind: 'sphere',
      sphereId: 2,
      order: { sort: 'new', period: 'week' },
      sphere: { success: true, sphere },
      feed: feed(posts),
    },
  },
  user: {
    url: '/user/user3',
    page: {
      kind: 'user',
      userId: 'user3',
      profile: {
        user: {
          user_id: 'user3',
          user_name: '최유나',
          profile_image: null,
          bio: '게임과 요리',
          water_drops: 0,
          gems: 0,
          level: 3,
          trustLevel: 1,
          experience: 2100,
          createdAt: ago(30 * 24 * HOUR),
          stats: { posts: 3, comments: 12345, likesReceived: 99 },
          companion: null,
          followerCount: 12,
          followingCount: 3,
          isFollowing: false,
        },
      },
      posts: feed(posts),
    },
  },
};
