import type { MouseEvent } from 'react';
import { assetUrl } from '@rules/media';
import type { Suggestion } from '@api/contract/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { SUGGESTION_PHOTO_SIZE } from './constants';

interface Props {
  listId: string;
  /** Null while nothing was asked (fewer than 2 characters) or the first answer is on its way. */
  items: Suggestion[] | null;
  active: number;
  optionId: (index: number) => string;
  /** A plain click on a suggestion: the link loads in place (document interceptor). */
  onFollow: () => void;
}

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/**
 * 001 §8 "Error catalogue": the list under its header "list of products found", or "no product found". Each
 * suggestion is one link (role option: a listbox's options hold no other control).
 */
export function SearchSuggestions({ listId, items, active, optionId, onFollow }: Props) {
  const { t } = useTranslation();
  const { appBase } = runtimeConfig();
  const titleId = `${listId}-title`;
  return (
    <div className="search-suggestions">
      {items && items.length > 0 && (
        <>
          <p id={titleId} className="search-suggestions-title">
            {t('Catalog.ProductsFound')}
          </p>
          <ul id={listId} role="listbox" aria-labelledby={titleId} className="list-unstyled">
            {items.map((item, i) => (
              <li role="none" key={item.ProductUrl}>
                <a
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  href={item.ProductUrl}
                  className={`search-suggestion${i === active ? ' active' : ''}`}
                  onClick={(e) => {
                    if (plainClick(e)) onFollow();
                  }}
                >
                  {item.Photo ? (
                    <img
                      src={assetUrl(appBase, item.Photo.AssetId, item.Photo.AssetName)}
                      alt=""
                      width={SUGGESTION_PHOTO_SIZE}
                      height={SUGGESTION_PHOTO_SIZE}
                      loading="lazy"
                    />
                  ) : (
                    <span className="search-suggestion-no-photo" aria-hidden="true" />
                  )}
                  <span className="search-suggestion-name">{item.Name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className="search-suggestions-status">
        {items && items.length === 0 ? t('Catalog.NoProductFound') : ''}
      </p>
    </div>
  );
}
