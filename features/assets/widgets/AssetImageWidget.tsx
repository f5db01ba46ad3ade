import { MarkerAssetWidget, type MarkerKind } from './MarkerAssetWidget';
import type { MarkerAttributes } from './parseAttributes';

const KIND: MarkerKind = 'image';

/** CMS widget `asset-image` (src/widgets/registry.ts): its own chunk. */
export default function AssetImageWidget(attributes: MarkerAttributes) {
  return <MarkerAssetWidget kind={KIND} attributes={attributes} />;
}
