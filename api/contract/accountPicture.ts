import { Type, type Static } from '@sinclair/typebox';
import { ASSET_ID_PATTERN, ASSET_TMP_NAME_PATTERN } from '../../rules/assets';
import { Asset } from './assets';

/*
 * The customer's profile picture (ours, issue 18): the account area's image widget uploads and
 * crops a square (S5, S2), then names the upload here to keep it. One picture per customer.
 */
const Closed = { additionalProperties: false } as const;

export const AccountPicture = Type.Object({ Picture: Type.Union([Asset, Type.Null()]) });
export type AccountPicture = Static<typeof AccountPicture>;

/** The upload to keep: a fresh one by its tmpName, or the picture already kept by its id. */
export const AccountPictureRequest = Type.Union([
  Type.Object({ tmpName: Type.String({ pattern: ASSET_TMP_NAME_PATTERN }) }, Closed),
  Type.Object({ AssetId: Type.String({ pattern: ASSET_ID_PATTERN }) }, Closed),
]);
export type AccountPictureRequest = Static<typeof AccountPictureRequest>;
