import { useTranslation } from '@base/i18n/useTranslation';
import { selectIsBlocked } from '@base/uiSlice';
import { useAppSelector } from '@base/hooks';

export function BlockLoader() {
  const { t } = useTranslation();
  const blocked = useAppSelector(selectIsBlocked);
  if (!blocked) return null;
  return (
    <div
      className="block-loader"
      role="progressbar"
      aria-busy="true"
      aria-label={t('Manager.Loading')}
    >
      <div className="spinner-border" aria-hidden="true" />
    </div>
  );
}
