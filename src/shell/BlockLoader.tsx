import { useTranslation } from '@src/i18n/useTranslation';
import { selectIsBlocked } from '@store/uiSlice';
import { useAppSelector } from '@store/hooks';

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
