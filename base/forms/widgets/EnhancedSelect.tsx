import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { EnhancedSelectProps } from './EnhancedSelectInput';
import { WidgetFallback } from './WidgetFallback';

const Input = lazyChunk<EnhancedSelectProps>(
  () => import(/* webpackChunkName: "form-enhanced-select" */ './EnhancedSelectInput'),
);

/** The enhanced select (react-select), fetched when a form shows one. */
export function EnhancedSelect(props: EnhancedSelectProps) {
  return (
    <Suspense fallback={<WidgetFallback {...props} />}>
      <Input {...props} />
    </Suspense>
  );
}

export type { EnhancedSelectProps };
