import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { DatePickerProps } from './DatePickerInput';
import { WidgetFallback } from './WidgetFallback';

const Input = lazyChunk<DatePickerProps>(
  () => import(/* webpackChunkName: "form-date-picker" */ './DatePickerInput'),
);

/** The date picker (react-day-picker), fetched when a form shows one. */
export function DatePickerField(props: DatePickerProps) {
  return (
    <Suspense fallback={<WidgetFallback {...props} />}>
      <Input {...props} />
    </Suspense>
  );
}

export type { DatePickerProps };
