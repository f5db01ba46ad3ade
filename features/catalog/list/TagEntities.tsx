import type { ListTag } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';

/** C13 with entityName brands or categories: who carries the tag, each linking to its list. */
export function TagEntities({ tag }: { tag: ListTag }) {
  const { t } = useTranslation();
  if (tag.Entities.length === 0)
    return <p className="catalog-list-empty">{t('Catalog.Tag.NoEntity')}</p>;
  return (
    <ul className="tag-entities">
      {tag.Entities.map((e) => (
        <li key={e.Url}>
          <a className="tag-entity-link" href={e.Url}>
            {e.Name} <span className="catalog-category-count">({e.Count})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
