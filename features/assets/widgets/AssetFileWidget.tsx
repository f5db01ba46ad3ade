import { MarkerAssetWidget, type MarkerKind } from './MarkerAssetWidget';
import type { MarkerAttributes } from './parseAttributes';

const KIND: MarkerKind = 'file';

/** CMS widget `asset-file` (src/widgets/registry.ts): its own chunk. */
export default function AssetFileWidget(attributes: MarkerAttributes) {
  return <MarkerAssetWidget kind={KIND} attributes={attributes} />;
}
