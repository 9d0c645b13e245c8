import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import type { PostCategories } from '@tubesphere/shared/contract/post-create';
import { POST_EDIT_MESSAGES, type UpdatePostResponse } from '@tubesphere/shared/contract/post-edit';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { mentionedUserIds, mentionsJson } from '../../lib/mentions.ts';
import type { AuditService } from '../audit/index.ts';
import { type LinkPreviewService, serverLinkCards } from '../links/index.ts';
import { forgetUnreadAbout, notifyPostMentions } from '../notifications/index.ts';
import type { NewPostInput } from '../post-create/index.ts';
import { checkSphereChoice, preparePost, resolvePostMentions } from '../post-create/index.ts';
import { selectPostRecords, toWirePost } from '../posts/index.ts';
import { indexPosts } from '../search/index.ts';
import { dropSearchRow, findLivePost, softDeletePost, updatePostContent } from './repository.ts';

type LivePost = NonNullable<Awaited<ReturnType<typeof findLivePost>>>;

function storedCategories(json: string | null): PostCategories | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as PostCategories;
  } catch {
    return null;
  }
}

/**
 * Authors edit and delete their own posts; admins may delete any post (moderation), never edit
 * one. Someone else's pending post is "not found", as everywhere. An edit keeps the post's
 * confirmation and rewards, and resolves its @mentions again; a delete is soft and takes the post out of the search index in the
 * same transaction (docs/decisions/085-own-content.md).
 */
export class PostEditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly audit: AuditService,
    private readonly linkPreviews: LinkPreviewService,
  ) {}

  async update(user: UserRow, postId: number, input: NewPostInput): Promise<UpdatePostResponse> {
    const stored = this.visible(user, await findLivePost(this.db, postId));
    if (stored.user_id !== user.user_id) throw forbidden(POST_EDIT_MESSAGES.notYourPost);
    // The same rules as a new post; what kind of post it is stays, and its title, categories and
    // sphere stay unless the body names them.
    const title = input.title === undefined ? stored.title : input.title;
    const options = {
      isShare: stored.api_source === 'manual',
      categories: storedCategories(stored.categories_json),
      sphereId: stored.sphere_id,
    };
    // Checked before any page is fetched, then again with the server's own link cards.
    preparePost(user, { ...input, title }, options);
    const blocks = await serverLinkCards(this.linkPreviews, input.blocks);
    const prepared = preparePost(user, { ...input, title, blocks }, options);
    const resubmit = stored.moderation_status === 'rejected';
    const unchanged =
      !resubmit &&
      prepared.title === stored.title &&
      prepared.content === stored.content &&
      prepared.blocks_json === stored.blocks_json &&
      prepared.categories_json === stored.categories_json &&
      prepared.sphere_id === stored.sphere_id;
    return this.db.transaction().execute(async (trx) => {
      await checkSphereChoice(trx, user.user_id, prepared.sphere_id, stored.sphere_id);
      if (!unchanged) {
        const mentions = await resolvePostMentions(trx, user.user_id, prepared.content);
        const values = { ...prepared, mentions_json: mentionsJson(mentions) };
        if (!(await updatePostContent(trx, postId, values, nowIso(), resubmit))) {
          throw notFound(FEED_MESSAGES.postNotFound);
        }
        await indexPosts(trx, this.dialect, [postId]);
        // A pending post tells its mentioned when it is confirmed; a public one tells those it names anew.
        if (stored.is_confirmed === 1) {
          await notifyPostMentions(trx, {
            postId,
            authorId: user.user_id,
            mentionedUserIds: mentions.map((mention) => mention.userId),
            alreadyTold: mentionedUserIds(stored.mentions_json),
          });
        }
      }
      const record = await selectPostRecords(trx, user.user_id).where('post.post_id', '=', postId).executeTakeFirst();
      if (!record) throw notFound(FEED_MESSAGES.postNotFound);
      return { success: true as const, post: toWirePost(record) };
    });
  }

  async delete(user: UserRow, postId: number): Promise<{ success: true; postId: string }> {
    const stored = this.visible(user, await findLivePost(this.db, postId));
    if (stored.user_id !== user.user_id && user.admin_level < 1) throw forbidden(POST_EDIT_MESSAGES.notYourPost);
    await this.db.transaction().execute(async (trx) => {
      if (!(await softDeletePost(trx, postId, nowIso()))) throw notFound(FEED_MESSAGES.postNotFound);
      await dropSearchRow(trx, postId);
      await forgetUnreadAbout(trx, { postId });
      // An admin removing someone else's post is moderation: on the audit trail with it.
      if (stored.user_id !== user.user_id) {
        const wireId = toWirePostId(postId);
        await this.audit.record(
          {
            actorId: user.user_id,
            action: 'post.delete',
            target: wireId,
            rowCount: 1,
            detail: { postId: wireId, authorId: toWireUserId(stored.user_id) },
          },
          trx,
        );
      }
    });
    return { success: true as const, postId: toWirePostId(postId) };
  }

  /** Deleted, nonexistent and other people's pending posts are all "not found" (admins see pending ones). */
  private visible(user: UserRow, post: LivePost | undefined): LivePost {
    if (!post) throw notFound(FEED_MESSAGES.postNotFound);
    if (post.is_confirmed !== 1 && post.user_id !== user.user_id && user.admin_level < 1) {
      throw notFound(FEED_MESSAGES.postNotFound);
    }
    return post;
  }
}
