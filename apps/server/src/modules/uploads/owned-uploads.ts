import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { queueFileDeletions } from './pending-deletions.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A file name the upload module (or the demo seed) writes: one name, one image extension. */
export const UPLOADED_IMAGE_NAME = /^[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

/** The file name in an address the upload module gave out (`/uploads/<random>.webp`), or null. */
export const uploadFileOf = (url: string | null | undefined): string | null => {
  const fileName = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return UPLOADED_IMAGE_NAME.test(fileName) ? fileName : null;
};

/** Notes who stored a file, so it can leave with their account. */
export async function recordUpload(db: Db, fileName: string, userId: number, now: string): Promise<void> {
  await db.insertInto('upload').values({ file_name: fileName, user_id: userId, created_at: now }).execute();
}

/**
 * In 회원 탈퇴's transaction: the member's files that nothing left behind shows — their uploads and
 * their profile picture, less the pictures of their posts (posts stay, under 탈퇴한 사용자). Their
 * rows go now and the files join pending_file_deletion in the same commit; the caller removes
 * them once it has committed (`app.uploads.removeFiles`), and the retry job any it could not.
 */
export async function takeMemberUploads(trx: Db, userId: number, profileImage: string | null): Promise<string[]> {
  const owned = await trx.selectFrom('upload').select('file_name').where('user_id', '=', userId).execute();
  const files = new Set(owned.map((row) => row.file_name));
  const picture = uploadFileOf(profileImage);
  if (picture) files.add(picture);
  if (files.size === 0) return [];
  const posts = await trx
    .selectFrom('post')
    .select(['content', 'image', 'blocks_json'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  const shown = posts.map((post) => `${post.content}\n${post.image ?? ''}\n${post.blocks_json}`).join('\n');
  const leaving = [...files].filter((file) => !shown.includes(`/uploads/${file}`));
  if (leaving.length > 0) await trx.deleteFrom('upload').where('file_name', 'in', leaving).execute();
  await queueFileDeletions(trx, leaving, new Date().toISOString());
  return leaving;
}
