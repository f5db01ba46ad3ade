import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FolderAssets, FolderNode, FolderSummary } from '../../../api/contract/assets';
import type { AppDb } from '../../db/client';
import { assetFolders, libraryAssets } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { refused, type AssetOutcome } from './refusal';
import { assetColumns, toAsset } from './view';

/*
 * The document library's folders (S4, S7). The table is small (a shop's few dozen folders), so
 * it is read whole and the tree is built here; names are in the call's culture.
 */

interface FolderRow {
  id: number;
  parentId: number | null;
  names: Record<string, string>;
  position: number;
}

async function allFolders(db: AppDb): Promise<FolderRow[]> {
  return db
    .select({
      id: assetFolders.id,
      parentId: assetFolders.parentId,
      names: assetFolders.names,
      position: assetFolders.position,
    })
    .from(assetFolders)
    .orderBy(asc(assetFolders.position), asc(assetFolders.id));
}

const nameIn = (row: FolderRow, culture: string) =>
  row.names[culture] ?? Object.values(row.names)[0] ?? '';

function nodeOf(row: FolderRow, rows: FolderRow[], culture: string, level: number): FolderNode {
  return {
    FolderId: row.id,
    Name: nameIn(row, culture),
    ItemLevel: level,
    Children: rows
      .filter((child) => child.parentId === row.id)
      .map((child) => nodeOf(child, rows, culture, level + 1)),
  };
}

/** S4: the folder and its descendants (ItemLevel 1 = the folder), or every root's tree. */
export async function folderHierarchy(
  db: AppDb,
  folderId: number | undefined,
  context: { culture: string; t: Translate },
): Promise<AssetOutcome<FolderNode[]>> {
  const rows = await allFolders(db);
  if (folderId === undefined) {
    const roots = rows.filter((row) => row.parentId === null);
    return { ok: true, value: roots.map((row) => nodeOf(row, rows, context.culture, 1)) };
  }
  const folder = rows.find((row) => row.id === folderId);
  if (!folder) return refused(404, context.t('Assets.Server.FolderNotFound'));
  return { ok: true, value: [nodeOf(folder, rows, context.culture, 1)] };
}

/** The folders from the root down to the folder (a parent loop, which the table forbids by use, stops). */
function pathOf(folder: FolderRow, rows: FolderRow[]): FolderRow[] {
  const path = [folder];
  for (let at = folder; at.parentId !== null && path.length <= rows.length;) {
    const parent = rows.find((row) => row.id === at.parentId);
    if (!parent) break;
    path.unshift(parent);
    at = parent;
  }
  return path;
}

/** Published documents only: no owner, never temporary. */
const published = () =>
  and(
    isNull(libraryAssets.ownerSessionId),
    isNull(libraryAssets.ownerCustomerId),
    isNull(libraryAssets.expiresAt),
  );

/**
 * The folder a library opens on: the first, in the tree's order (depth first, by position),
 * that holds a document, so a shopper never lands on an empty "size guides" whose guides are in
 * its subfolders; the first root when no folder holds any.
 */
async function openingFolder(db: AppDb, rows: FolderRow[]): Promise<FolderRow | undefined> {
  const filled = new Set(
    (
      await db
        .selectDistinct({ folderId: libraryAssets.folderId })
        .from(libraryAssets)
        .where(published())
    ).map((r) => r.folderId),
  );
  const visit = (parentId: number | null): FolderRow | undefined => {
    for (const row of rows.filter((r) => r.parentId === parentId)) {
      const found = filled.has(row.id) ? row : visit(row.id);
      if (found) return found;
    }
    return undefined;
  };
  return visit(null) ?? rows.find((row) => row.parentId === null);
}

/**
 * S7: a folder's published documents, in the library's order. Without folderId, the first
 * folder holding documents (openingFolder). With rootFolderId, the folder must be that root or
 * below it (else 404).
 */
export async function folderAssets(
  db: AppDb,
  ids: { folderId?: number; rootFolderId?: number },
  context: { culture: string; t: Translate; appBase: string },
): Promise<AssetOutcome<FolderAssets>> {
  const { culture, t } = context;
  const rows = await allFolders(db);
  const folder =
    ids.folderId === undefined
      ? await openingFolder(db, rows)
      : rows.find((row) => row.id === ids.folderId);
  if (!folder) return refused(404, t('Assets.Server.FolderNotFound'));
  const path = pathOf(folder, rows);
  const rootId = ids.rootFolderId ?? path[0]!.id;
  if (!path.some((row) => row.id === rootId))
    return refused(404, t('Assets.Server.FolderNotFound'));
  const assets = await db
    .select(assetColumns)
    .from(libraryAssets)
    .where(and(eq(libraryAssets.folderId, folder.id), published()))
    .orderBy(asc(libraryAssets.position), asc(libraryAssets.name));
  const summary: FolderSummary = {
    FolderId: folder.id,
    Name: nameIn(folder, culture),
    ParentId: folder.parentId,
    Path: path
      .slice(path.findIndex((row) => row.id === rootId))
      .map((row) => ({ FolderId: row.id, Name: nameIn(row, culture) })),
  };
  return {
    ok: true,
    value: {
      Folder: summary,
      RootFolderId: rootId,
      Assets: assets.map((row) => toAsset(row, context.appBase)),
    },
  };
}
