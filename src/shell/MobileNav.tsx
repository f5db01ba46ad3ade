import { useEffect, useRef } from 'react';
import type { NavigationItem } from '@api/contract/content';
import { useTranslation } from '@base/i18n/useTranslation';
import { mobileNavToggled } from '@base/uiSlice';
import { useAppDispatch } from '@base/hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';

/**
 * Loaded on the first toggle only; closed by the page-leave broadcast and when the change-password
 * modal shows (uiSlice, 001 §2 "Screens and widgets").
 */
export default function MobileNav({ items, open }: { items: NavigationItem[]; open: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  return (
    <div
      id="mobile-nav"
      ref={panel}
      className={`mobile-nav${open ? ' show' : ''}`}
      hidden={!open}
      tabIndex={-1}
      aria-label={t('Layout.MainNavigation')}
      role="dialog"
      aria-modal="false"
      onKeyDown={(e) => {
        if (e.key === 'Escape') dispatch(mobileNavToggled());
      }}
    >
      <MainNav items={items} className="nav flex-column" />
      <LanguageSwitch />
    </div>
  );
}
