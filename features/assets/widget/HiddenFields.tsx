import type { ListedAsset } from './assetList';
import { orderValue } from './assetList';

/**
 * The form fields of 000 §3 "Hidden form fields produced by the asset widget", posted with the
 * surrounding form. The Loaded flags are "true" / "false" (their values: not shown in the spec).
 */
export function HiddenFields({
  uid,
  multiple,
  assets,
}: {
  uid: string;
  multiple: boolean;
  assets: readonly ListedAsset[];
}) {
  const loaded = String(assets.length > 0);
  if (multiple) {
    return (
      <>
        {assets.map((asset) => (
          <span key={asset.guid} hidden>
            <input type="hidden" name={`asset-${asset.guid}`} value={asset.guid} />
            <input type="hidden" name={`asset-${asset.guid}-name`} value={asset.name} />
          </span>
        ))}
        <input type="hidden" name={`list-assets-orders-${uid}`} value={orderValue(assets)} />
        <input type="hidden" name={`AssetsLoaded-${uid}`} value={loaded} />
      </>
    );
  }
  const asset = assets[0];
  return (
    <>
      <input type="hidden" name={`AssetId-${uid}`} value={asset?.guid ?? ''} />
      <input type="hidden" name={`AssetName-${uid}`} value={asset?.name ?? ''} />
      <input type="hidden" name={`AssetLoaded${uid}`} value={loaded} />
      <input type="hidden" name={`asset-${uid}-name`} value={asset?.name ?? ''} />
      <input
        type="hidden"
        name={`asset-${uid}-name-changed`}
        value={String(asset?.nameChanged ?? false)}
      />
    </>
  );
}
