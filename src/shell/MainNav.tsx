import { NavLink } from 'react-router-dom';
import type { NavigationItem } from '@api/contract/content';
import { NavDropdown } from '@base/site/NavDropdown';
import { runtimeConfig } from '@base/runtimeConfig';

interface Props {
  items: NavigationItem[];
  className?: string;
  onNavigate?: () => void;
}

/** Router links (the app base is the router's basename); the current page's link is marked active. */
export function MainNav({ items, className = 'nav main-nav', onNavigate }: Props) {
  const { appBase } = runtimeConfig();
  return (
    <ul className={className}>
      {items.map((item) =>
        item.Children?.length ? (
          <NavDropdown key={item.Slug} item={item} onNavigate={onNavigate} />
        ) : (
          <li className="nav-item" key={item.Slug}>
            <NavLink
              to={item.Url.slice(appBase.length)}
              end={item.Slug === ''}
              className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
              onClick={onNavigate}
            >
              {item.Title}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
