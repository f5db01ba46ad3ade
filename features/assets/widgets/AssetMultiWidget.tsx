import { MarkerAssetWidget, type MarkerKind } from './MarkerAssetWidget';
import type { MarkerAttributes } from './parseAttributes';

const KIND: MarkerKind = 'multi';

/** CMS widget `asset-multi` (src/widgets/registry.ts): its own chunk. */
export default function AssetMultiWidget(attributes: MarkerAttributes) {
  return <MarkerAssetWidget kind={KIND} attributes={attributes} />;
}
