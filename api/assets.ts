import type {
  Asset,
  AssetRename,
  CropParams,
  FolderAssets,
  FolderHierarchy,
} from './contract/assets';
import { api } from './baseApi';

/*
 * The asset library (issue 18): S3 one asset, S4 the folder tree, S7 a folder's documents, S2
 * the crop, and (ours) rename and delete. Tag `Asset` with the asset's uuid; folders' lists
 * carry { type: 'Asset', id: 'FOLDER-{id}' }.
 *
 * The upload (S5) is not an endpoint here: it needs progress events, so the widget posts it
 * with XMLHttpRequest:
 *   POST resolveUrl('{app}/api/v1/assetslibrary/upload') (ASSET_UPLOAD_PATH in rules/assets.ts)
 *   headers: X-CSRF-Token = the vitrine.csrf cookie (CSRF_COOKIE/CSRF_HEADER of api/baseApi.ts),
 *            Accept: application/json, Accept-Language: the page's culture (messages follow it)
 *   body: FormData with the optional fields FIRST (accept, maxFileSize in bytes, crop "w,h"),
 *         then one `file` part per file (at most ASSET_MAX_FILES_PER_UPLOAD)
 *   200: Asset[] (contract UploadAnswer), each with tmpName;
 *   400 (wrong kind, too small for the crop, damaged image), 413 (too large, the size in the
 *   message), 415 (not an accepted kind): AssetError { Error, message } — nothing was stored.
 */
const folderTag = (id: number | undefined) =>
  ({ type: 'Asset', id: `FOLDER-${id ?? 'ROOT'}` }) as const;

export const assetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** S3: one asset (an upload only for its owner; a library document for anyone). */
    getAsset: build.query<Asset, { assetId: string }>({
      query: ({ assetId }) => `{app}/api/v1/assetslibrary/assets/${encodeURIComponent(assetId)}`,
      extraOptions: { handledStatuses: [404] },
      providesTags: (_r, _e, { assetId }) => [{ type: 'Asset', id: assetId }],
    }),
    /** S4: the folder's subtree (ItemLevel 1 = the folder), or every root's without folderId. */
    getFolderHierarchy: build.query<FolderHierarchy, { folderId?: number; culture: string }>({
      query: ({ folderId, culture }) => ({
        url: '{app}/api/v1/assetslibrary/folders/hierarchy',
        params: folderId === undefined ? { culture } : { folderId, culture },
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_r, _e, { folderId }) => [folderTag(folderId)],
    }),
    /** S7: a folder's documents (JSON asked for; a browser's page load gets the app). */
    getFolderAssets: build.query<
      FolderAssets,
      { culture: string; folderId?: number; rootFolderId?: number }
    >({
      query: ({ culture, folderId, rootFolderId }) => {
        const tail = folderId === undefined ? '' : `${folderId}/${rootFolderId ?? folderId}`;
        return `{app}/${culture}/assetslibrary/asset/assetsbyfolder/${tail}`;
      },
      extraOptions: { handledStatuses: [404] },
      providesTags: (result, _e, { folderId }) => [
        folderTag(folderId),
        ...(result?.Assets ?? []).map((a) => ({ type: 'Asset' as const, id: a.guid })),
      ],
    }),
    /**
     * S2: crops a temporary upload to exactly cropWidth x cropHeight; the answer is a new
     * temporary asset (the original is deleted unless keepOriginal). 400: { Error, message }.
     */
    cropTempImage: build.mutation<Asset, CropParams & { keepOriginal?: boolean }>({
      query: ({ tmpName, x, y, w, h, cropWidth, cropHeight, keepOriginal }) => ({
        url: `{app}/assets/croptempimg/${encodeURIComponent(tmpName)}/${x}/${y}/${w}/${h}/${cropWidth}/${cropHeight}`,
        params: keepOriginal ? { keepOriginal: 'true' } : undefined,
      }),
      extraOptions: { handledStatuses: [400, 404] },
    }),
    /** Rename (ours): PATCH { Name } → the asset. 400 (empty or too long), 404 (not yours). */
    renameAsset: build.mutation<Asset, AssetRename & { assetId: string }>({
      query: ({ assetId, Name }) => ({
        url: `{app}/api/v1/assetslibrary/assets/${encodeURIComponent(assetId)}`,
        method: 'PATCH',
        body: { Name },
      }),
      extraOptions: { handledStatuses: [400, 404] },
      invalidatesTags: (_r, _e, { assetId }) => [{ type: 'Asset', id: assetId }],
    }),
    /** Delete (ours): 204; 404 when it is not yours (or already gone). */
    deleteAsset: build.mutation<void, { assetId: string }>({
      query: ({ assetId }) => ({
        url: `{app}/api/v1/assetslibrary/assets/${encodeURIComponent(assetId)}`,
        method: 'DELETE',
      }),
      extraOptions: { handledStatuses: [404] },
      invalidatesTags: (_r, _e, { assetId }) => [{ type: 'Asset', id: assetId }],
    }),
  }),
});

export const {
  useGetAssetQuery,
  useGetFolderHierarchyQuery,
  useGetFolderAssetsQuery,
  useLazyGetFolderAssetsQuery,
  useCropTempImageMutation,
  useRenameAssetMutation,
  useDeleteAssetMutation,
} = assetsApi;
