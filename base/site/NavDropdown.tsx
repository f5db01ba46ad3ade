import { useId, useRef, useState } from 'react';
import { NavLink, useMatch } from 'react-router-dom';
import type { NavigationItem, NavigationLink } from '@api/contract/content';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { useIsLargeViewport } from './viewport';

interface Props {
  item: NavigationItem;
  onNavigate?: () => void;
}

type Mode = 'hover' | 'click';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/**
 * A main-nav entry with sub-pages (001 §9 "Business constants and limits": dropdown hover at or above the large breakpoint,
 * click below). Large screens: the entry stays a link to its own page and hovering opens the
 * menu; a caret button opens it from the keyboard or a touch screen. Small screens: the entry is
 * a button and its own page becomes the menu's first link. Escape closes and gives the focus
 * back to the toggle; focus leaving the entry closes it.
 */
export function NavDropdown({ item, onNavigate }: Props) {
  const { t } = useTranslation();
  const mode: Mode = useIsLargeViewport() ? 'hover' : 'click';
  // Remembering the mode it was opened in closes the menu when the viewport crosses the breakpoint.
  const [openedIn, setOpenedIn] = useState<Mode | null>(null);
  const open = openedIn === mode;
  const setOpen = (next: boolean) => setOpenedIn(next ? mode : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { appBase } = runtimeConfig();
  const to = (link: NavigationLink) => link.Url.slice(appBase.length);
  const sectionActive = useMatch({ path: to(item), end: false }) !== null;
  const children = item.Children ?? [];
  const links = mode === 'hover' ? children : [{ ...item, Title: t('Site.Overview') }, ...children];
  const navigate = () => {
    setOpen(false);
    onNavigate?.();
  };
  const toggleProps = {
    ref: toggle,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen(!open),
  };

  return (
    <li
      className={`nav-item nav-dropdown${open ? ' show' : ''}`}
      onMouseEnter={mode === 'hover' ? () => setOpen(true) : undefined}
      onMouseLeave={mode === 'hover' ? () => setOpen(false) : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The mobile nav closes on Escape too: the inner menu goes first.
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {mode === 'hover' ? (
        <>
          <NavLink to={to(item)} className={linkClass} onClick={navigate}>
            {item.Title}
          </NavLink>
          <button {...toggleProps} className="nav-link nav-dropdown-toggle">
            <span className="visually-hidden">{t('Site.ShowSubmenu', item.Title)}</span>
          </button>
        </>
      ) : (
        <button
          {...toggleProps}
          className={`nav-link nav-dropdown-toggle${sectionActive ? ' active' : ''}`}
        >
          {item.Title}
        </button>
      )}
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.Slug}>
            <NavLink to={to(link)} end className={linkClass} onClick={navigate}>
              {link.Title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
