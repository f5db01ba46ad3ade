import { useId } from 'react';
import type { NewsCategory } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  categories: NewsCategory[];
  /** The chosen category's id, 0 for all. */
  value: number;
  onChange: (categoryId: number) => void;
}

/** A category's name with its parent's before it ("Événements › Salons"). */
function fullName(category: NewsCategory, byId: Map<number, NewsCategory>): string {
  const parent = category.ParentId === null ? undefined : byId.get(category.ParentId);
  return parent ? `${fullName(parent, byId)} › ${category.Name}` : category.Name;
}

/** The news page's category filter: a native select (every device's own picker, no script). */
export function CategoryFilter({ categories, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const byId = new Map(categories.map((c) => [c.NewsCategoryId, c]));
  const options = categories
    .map((c) => ({ id: c.NewsCategoryId, name: fullName(c, byId) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="news-category-filter d-flex align-items-center gap-2 mb-3">
      <label htmlFor={id} className="form-label mb-0">
        {t('News.Ui.Category')}
      </label>
      <select
        id={id}
        className="form-select w-auto"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value={0}>{t('News.Ui.AllCategories')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
