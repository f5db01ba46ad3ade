import { randomBytes, randomUUID } from 'node:crypto';
import type { Asset, UploadFields } from '../../../api/contract/assets';
import {
  ASSET_DEFAULT_MAX_FILE_SIZE,
  ASSET_MAX_FILE_SIZE_LIMIT,
  ASSET_TMP_LIFETIME_MS,
  kindsFromAccept,
  parseCropSize,
} from '../../../rules/assets';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { judgeFile, type JudgedFile } from './judge';
import { hasPath, sanitizeOriginalName, shownNameOf } from './names';
import { reserveQuota } from './quota';
import { refused, type AssetOutcome } from './refusal';
import { assetColumns, toAsset } from './view';

/*
 * S5: every file of the request is judged first; only when all pass are they stored, in one
 * transaction, as temporary uploads of the caller (tmpName set, expiring after the lifetime).
 * A refused file refuses the request: nothing of it is stored. The quota (per session and per
 * client address) is checked in that transaction, under its locks (quota.ts).
 */

export interface UploadedFile {
  buffer: Buffer;
  filename: string | undefined;
}

export interface UploadOwner {
  sessionId: string;
  customerId: number | null;
  /** The client's address key (clientAddressKey): the quota counts it as well as the session. */
  address: string;
}

export interface UploadContext {
  /** Asked only once every file passed: a refused upload writes nothing, not even a session. */
  owner: () => Promise<UploadOwner>;
  t: Translate;
  culture: string;
  appBase: string;
  now?: Date;
}

/** A new temporary name: 32 URL-safe characters, unguessable (it addresses the crop). */
export const newTmpName = () => randomBytes(24).toString('base64url');

/** A size for a message: kilobytes under a megabyte, else megabytes, in the culture's digits. */
export function formatSize(bytes: number, culture: string, t: Translate): string {
  const number = new Intl.NumberFormat(culture, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? t('Assets.Upload.SizeKB', number.format(bytes / 1024))
    : t('Assets.Upload.SizeMB', number.format(bytes / (1024 * 1024)));
}

/** The size limit asked by the widget (never above the server's ceiling), or 400. */
function sizeLimitOf(fields: UploadFields): number | null {
  if (fields.maxFileSize === undefined) return ASSET_DEFAULT_MAX_FILE_SIZE;
  const asked = Number(fields.maxFileSize);
  if (!Number.isSafeInteger(asked) || asked < 1) return null;
  return Math.min(asked, ASSET_MAX_FILE_SIZE_LIMIT);
}

export async function storeUploads(
  db: AppDb,
  files: UploadedFile[],
  fields: UploadFields,
  context: UploadContext,
): Promise<AssetOutcome<Asset[]>> {
  const { t, culture } = context;
  const now = context.now ?? new Date();
  const limit = sizeLimitOf(fields);
  if (limit === null) return refused(400, t('Assets.Upload.BadField', 'maxFileSize'));
  const minimum = fields.crop === undefined ? null : parseCropSize(fields.crop);
  if (fields.crop !== undefined && !minimum) {
    return refused(400, t('Assets.Upload.BadField', 'crop'));
  }
  const accepted = kindsFromAccept(fields.accept);
  if (files.length === 0) return refused(400, t('Assets.Upload.NoFile'));

  const judged: { file: UploadedFile; value: JudgedFile }[] = [];
  for (const file of files) {
    // A browser sends a file's own name; a path in it ("../../etc/passwd.png") is a crafted
    // request: refused, whatever the bytes.
    if (hasPath(file.filename)) return refused(400, t('Assets.Upload.PathInName'));
    if (file.buffer.length === 0) return refused(400, t('Assets.Upload.EmptyFile'));
    if (file.buffer.length > limit) {
      return refused(413, t('Assets.Upload.TooLarge', formatSize(limit, culture, t)));
    }
    const outcome = await judgeFile(file.buffer, { accepted, minimum, t });
    if (!outcome.ok) return outcome;
    judged.push({ file, value: outcome.value });
  }

  const owner = await context.owner();
  const adding = judged.reduce((sum, j) => sum + j.value.bytes.length, 0);
  const expiresAt = new Date(now.getTime() + ASSET_TMP_LIFETIME_MS);
  const stored = await db.transaction(async (tx) => {
    const passed = await reserveQuota(tx, owner, adding, now);
    if (passed !== null) return { passed };
    const rows = await tx
      .insert(libraryAssets)
      .values(
        judged.map(({ file, value }) => {
          const originalFileName = sanitizeOriginalName(file.filename);
          return {
            id: randomUUID(),
            fileType: value.fileType,
            mimeType: value.mimeType,
            name: shownNameOf(originalFileName),
            originalFileName,
            width: value.width,
            height: value.height,
            size: value.bytes.length,
            bytes: value.bytes,
            thumbnail: value.thumbnail,
            tmpName: newTmpName(),
            expiresAt,
            ownerSessionId: owner.sessionId,
            ownerCustomerId: owner.customerId,
            ownerAddress: owner.address,
            createdAt: now,
          };
        }),
      )
      .returning(assetColumns);
    return { rows };
  });
  if (stored.passed !== undefined) {
    return refused(413, t('Assets.Upload.Quota', formatSize(stored.passed, culture, t)));
  }
  const { rows } = stored;
  // In the order the files came (returning keeps the values' order).
  return { ok: true, value: rows.map((row) => toAsset(row, context.appBase)) };
}
