import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useTranslation } from '@base/i18n/useTranslation';
import { selectNotices } from '@base/uiSlice';
import { useAppSelector } from '@base/hooks';

const NoticeToasts = lazyChunk(() => import(/* webpackChunkName: "notices" */ './NoticeToasts'));

/** Live region that is always there, so screen readers announce notices as they arrive. */
export function Notices() {
  const { t } = useTranslation();
  const notices = useAppSelector(selectNotices);
  return (
    <div role="status" aria-live="polite" aria-label={t('Manager.Notices')}>
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <NoticeToasts notices={notices} />
        </Suspense>
      )}
    </div>
  );
}
