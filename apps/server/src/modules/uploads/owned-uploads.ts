import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The file name in an address the upload module gave out (`/uploads/<random>.webp`), or null. */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif))$/;
export const uploadFileOf = (url: string | null | undefined): string | null => UPLOAD_URL.exec(url ?? '')?.[1] ?? null;

/** Notes who stored a file, so it can leave with their account. */
export async function recordUpload(db: Db, fileName: string, userId: number, now: string): Promise<void> {
  await db.insertInto('upload').values({ file_name: fileName, user_id: userId, created_at: now }).execute();
}

/**
 * In 회원 탈퇴's transaction: the member's files that nothing left behind shows — their uploads and
 * their profile picture, less the pictures of their posts (posts stay, under 탈퇴한 사용자). Their
 * rows go now; the caller removes the files once the transaction has committed.
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
  return leaving;
}

/** Deletes the files (already gone is fine): their addresses answer 404 from now on, on every process. */
export async function removeUploadFiles(uploadDir: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(path.join(uploadDir, path.basename(file)), { force: true })));
}
