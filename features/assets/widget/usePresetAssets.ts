import { useEffect, useState } from 'react';
import { assetsApi } from '@api/assets';
import { useAppDispatch } from '@base/hooks';
import { normalizeAsset, type AssetAnswer, type WidgetAsset } from '../types';

/** A preset: an asset's id (asset-id, assets) to load through S3, or an asset already known. */
export type PresetAsset = string | AssetAnswer;

/**
 * The preset assets (000 §3 asset-id / assets), in the given order: known ones at once, ids
 * through S3. An id S3 does not find (404: deleted, or not the shopper's) is left out.
 * `null` while loading.
 */
export function usePresetAssets(preset: readonly PresetAsset[]): WidgetAsset[] | null {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(preset);
  const [loaded, setLoaded] = useState<WidgetAsset[] | null>(() =>
    preset.every((item) => typeof item !== 'string')
      ? (preset as AssetAnswer[]).map(normalizeAsset)
      : null,
  );
  useEffect(() => {
    if (preset.every((item) => typeof item !== 'string')) return;
    let current = true;
    const load = async (item: PresetAsset) => {
      if (typeof item !== 'string') return normalizeAsset(item);
      const request = dispatch(assetsApi.endpoints.getAsset.initiate({ assetId: item }));
      try {
        return normalizeAsset(await request.unwrap());
      } catch {
        return null;
      } finally {
        request.unsubscribe();
      }
    };
    void Promise.all(preset.map(load)).then((assets) => {
      if (current) setLoaded(assets.filter((asset): asset is WidgetAsset => asset !== null));
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dispatch]);
  return loaded;
}
