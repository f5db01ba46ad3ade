import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { FakeSelectProps } from './FakeSelectInput';
import { WidgetFallback } from './WidgetFallback';

const Input = lazyChunk<FakeSelectProps>(
  () => import(/* webpackChunkName: "form-fake-select" */ './FakeSelectInput'),
);

/** The fake select, fetched when a form shows one. */
export function FakeSelect(props: FakeSelectProps) {
  return (
    <Suspense fallback={<WidgetFallback {...props} />}>
      <Input {...props} />
    </Suspense>
  );
}

export type { FakeSelectProps };
