import { Suspense } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { lazyChunk } from '@base/site/lazyChunk';
import type { AssetWidgetProps } from './widget/props';

// The widget itself (react-dropzone, the dialogs) is its own chunk: a page that imports this
// file (the account, a refund, a CMS form) fetches it only when it shows a widget.
const AssetWidgetView = lazyChunk(
  () => import(/* webpackChunkName: "asset-widget" */ './widget/AssetWidgetView'),
);

function Loading({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="asset-widget" aria-busy="true">
      <div className="form-label">{label}</div>
      <span className="visually-hidden">{t('Manager.Loading')}</span>
    </div>
  );
}

/** The asset widget (000 §2 file, image and multi-asset widgets); props in widget/props.ts. */
export function AssetWidget(props: AssetWidgetProps) {
  return (
    <Suspense fallback={<Loading label={props.label} />}>
      <AssetWidgetView {...props} />
    </Suspense>
  );
}
