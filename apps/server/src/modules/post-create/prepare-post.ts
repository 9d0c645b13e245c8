import type { Block } from '@tubesphere/shared/contract/blocks';
import {
  DEFAULT_CONTENT_CATEGORY,
  DEFAULT_TIMING_CATEGORY,
  type PostCategories,
} from '@tubesphere/shared/contract/post-create';
import { SPHERE_STAFF_MESSAGES } from '@tubesphere/shared/contract/sphere-staff';
import {
  joinedText,
  POST_MESSAGES,
  postBlocksProblem,
  postContentFromBlocks,
  videoShareProblem,
} from '@tubesphere/shared/domain/post-content';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { findActiveBan, isMember, sphereExists } from '../spheres/index.ts';
import { normaliseBlocks } from './normalise-blocks.ts';

/** A post as its author sends it, new or edited. */
export interface NewPostInput {
  title?: string | null;
  blocks: Block[];
  authorId?: number;
  author?: { id?: number };
  sphereId?: number | null;
  categories?: PostCategories;
  apiSource?: 'manual';
}

/** The columns a post's author decides, checked and normalised; written by creation and by edits alike. */
export interface PreparedPost {
  title: string | null;
  content: string;
  blocks_json: string;
  categories_json: string | null;
  sphere_id: number | null;
}

export interface PrepareOptions {
  isShare: boolean;
  /** Categories to keep when the body sends none (an edit keeps the stored ones). */
  categories: PostCategories | null;
  /** The sphere to keep when the body does not name one (an edit keeps the stored one). */
  sphereId: number | null;
}

export const NEW_POST: PrepareOptions = { isShare: false, categories: null, sphereId: null };
export const NEW_SHARE: PrepareOptions = {
  isShare: true,
  categories: { timing: [DEFAULT_TIMING_CATEGORY], content: [DEFAULT_CONTENT_CATEGORY] },
  sphereId: null,
};

/**
 * Every rule a post's content must meet (docs/product.md#write, #share-a-video), for a new post and
 * for an edit: the author named in the body is the session user, blocks are normalised, a share
 * has its title, description and YouTube video. Where it may go is checked by `checkSphereChoice`
 * inside the writing transaction.
 */
export function preparePost(user: UserRow, input: NewPostInput, options: PrepareOptions): PreparedPost {
  for (const claimed of [input.authorId, input.author?.id]) {
    if (claimed != null && claimed !== user.user_id) throw forbidden(POST_MESSAGES.notYourAccount);
  }
  const title = input.title?.trim() || null;
  const blocks = normaliseBlocks(input.blocks);
  const problem = options.isShare
    ? videoShareProblem({
        title: title ?? '',
        description: joinedText(blocks),
        url: blocks.find((block) => block.type === 'video')?.url ?? '',
      })
    : postBlocksProblem(blocks);
  if (problem) throw badRequest(problem);
  const sphereId = input.sphereId === undefined ? options.sphereId : input.sphereId;
  const categories = options.isShare ? (input.categories ?? options.categories) : null;
  return {
    title,
    content: options.isShare ? joinedText(blocks) : postContentFromBlocks(blocks),
    blocks_json: JSON.stringify(blocks),
    categories_json: categories ? JSON.stringify(categories) : null,
    sphere_id: sphereId ?? null,
  };
}

/**
 * A sphere's feed is its members' posts: outsiders and ex-members may not post into it (404 for
 * no such sphere, 403 for one not joined or banned from by its staff). A post an edit leaves where it was is not re-checked,
 * so leaving a sphere never makes one's own old posts uneditable.
 */
export async function checkSphereChoice(
  trx: Kysely<Database> | Transaction<Database>,
  userId: number,
  sphereId: number | null,
  keptSphereId: number | null = null,
): Promise<void> {
  if (sphereId === null || sphereId === keptSphereId) return;
  if (!(await sphereExists(trx, sphereId))) throw notFound(POST_MESSAGES.sphereNotFound);
  if (!(await isMember(trx, sphereId, userId))) throw forbidden(POST_MESSAGES.sphereNotJoined);
  if (await findActiveBan(trx, sphereId, userId, nowIso())) throw forbidden(SPHERE_STAFF_MESSAGES.banned);
}
