import { and, eq, ne } from 'drizzle-orm';
import type { AccountPicture, AccountPictureRequest } from '../../../api/contract/accountPicture';
import type { AppDb } from '../../db/client';
import { customerPictures, libraryAssets } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import type { AssetViewer } from '../assets/access';
import { keepAssets } from '../assets/keep';
import { assetColumns, toAsset } from '../assets/view';
import { accepted, refused, type Outcome } from './refusal';

/*
 * The profile picture (issue 18): a square image the customer uploaded and cropped in the
 * account area. Saving keeps the upload (services/assets/keep.ts: the caller's own, unexpired)
 * and drops the picture it replaces; all in one transaction.
 */

export async function profilePicture(
  db: AppDb,
  customerId: number,
  appBase: string,
): Promise<AccountPicture> {
  const [row] = await db
    .select(assetColumns)
    .from(customerPictures)
    .innerJoin(libraryAssets, eq(libraryAssets.id, customerPictures.assetId))
    .where(eq(customerPictures.customerId, customerId));
  return { Picture: row ? toAsset(row, appBase) : null };
}

export async function setProfilePicture(
  db: AppDb,
  input: {
    owner: Pick<AssetViewer, 'sessionId' | 'customerId'> & { customerId: number };
    request: AccountPictureRequest;
    appBase: string;
    t: Translate;
  },
): Promise<Outcome<AccountPicture>> {
  const { owner, request, appBase, t } = input;
  const outcome = await db.transaction(async (tx) => {
    const kept = await keepAssets(tx, {
      owner,
      ...('tmpName' in request ? { tmpNames: [request.tmpName] } : { ids: [request.AssetId] }),
    });
    if (!kept.ok) return refused(404, t(kept.messageKey), 'Picture');
    const id = kept.ids[0]!;
    const [asset] = await tx
      .select(assetColumns)
      .from(libraryAssets)
      .where(eq(libraryAssets.id, id));
    if (!asset || asset.fileType !== 'Image') {
      return refused(400, t('Account.PictureNotImage'), 'Picture');
    }
    if (asset.width !== asset.height) {
      return refused(400, t('Account.PictureNotSquare'), 'Picture');
    }
    const [previous] = await tx
      .select({ assetId: customerPictures.assetId })
      .from(customerPictures)
      .where(eq(customerPictures.customerId, owner.customerId));
    await tx
      .insert(customerPictures)
      .values({ customerId: owner.customerId, assetId: id })
      .onConflictDoUpdate({ target: customerPictures.customerId, set: { assetId: id } });
    if (previous && previous.assetId !== id) {
      await tx
        .delete(libraryAssets)
        .where(and(eq(libraryAssets.id, previous.assetId), ne(libraryAssets.id, id)));
    }
    return accepted(undefined);
  });
  if (!outcome.ok) return outcome;
  return accepted(await profilePicture(db, owner.customerId, appBase));
}

/** Removes the picture (and its file): the account shows the initials again. */
export async function removeProfilePicture(db: AppDb, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(customerPictures)
      .where(eq(customerPictures.customerId, customerId))
      .returning({ assetId: customerPictures.assetId });
    if (previous) await tx.delete(libraryAssets).where(eq(libraryAssets.id, previous.assetId));
  });
}
