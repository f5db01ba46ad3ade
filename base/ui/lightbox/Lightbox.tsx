import { useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { LightboxProps } from './types';

const LightboxView = lazyChunk<LightboxProps>(
  () => import(/* webpackChunkName: "lightbox" */ './LightboxView'),
);

/**
 * The shared lightbox. Its chunk (the library and its stylesheets) is fetched the first time it
 * opens, not when a page merely holds one; afterwards it stays mounted so closing can fade out.
 * Callers wrap it in `<Suspense fallback={null}>`.
 */
export function Lightbox(props: LightboxProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <LightboxView {...props} /> : null;
}
