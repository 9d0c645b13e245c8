/** Tables of 스크랩, following and comment likes (migration 280); merged into `Database`. */
export interface PostBookmarkTable {
  user_id: number;
  post_id: number;
  created_at: string;
}

export interface UserFollowTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

/** A post whose followers and subscribers the fan-out job is still telling. */
export interface PostFanoutTable {
  post_id: number;
  /** Recipients are told in user_id order; everyone up to this id has been. */
  after_user_id: number;
  created_at: string;
}

export interface CommentLikeTable {
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface EngagementTables {
  post_bookmark: PostBookmarkTable;
  user_follow: UserFollowTable;
  post_fanout: PostFanoutTable;
  comment_like: CommentLikeTable;
}
