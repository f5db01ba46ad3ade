import { useEffect, useRef } from 'react';
import type { PickupPoint } from '@api/contract/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatDistance } from './format';
import { OpeningHours } from './OpeningHours';

interface Props {
  points: PickupPoint[];
  selected: string | null;
  onSelect: (ref: string) => void;
  /** The list's accessible name. */
  label: string;
}

/**
 * The points found, nearest first (001 §2): a group of real radio inputs (arrow keys move the
 * choice, as any radio group), each row also chosen by a click anywhere on it or by its Choose
 * button. The map shows the same selection; a point chosen on the map scrolls its row into view.
 */
export function PickupPointList({ points, selected, onSelect, label }: Props) {
  const { t, culture } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!selected) return;
    const row = list.current?.querySelector<HTMLElement>(
      `[data-point-ref="${CSS.escape(selected)}"]`,
    );
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <div role="radiogroup" aria-label={label} className="pickup-list">
      <ul ref={list} className="list-unstyled mb-0">
        {points.map((point, index) => {
          const ref = point.PublicAccessPointID;
          const id = `pickup-point-${index}`;
          const chosen = selected === ref;
          return (
            <li
              key={ref}
              data-point-ref={ref}
              className={`pickup-point${chosen ? ' is-selected' : ''}`}
              onClick={() => onSelect(ref)}
            >
              <div className="form-check mb-0">
                <input
                  className="form-check-input"
                  type="radio"
                  name="pickup-point"
                  id={id}
                  value={ref}
                  checked={chosen}
                  onChange={() => onSelect(ref)}
                  aria-describedby={`${id}-details`}
                />
                <label className="form-check-label fw-semibold" htmlFor={id}>
                  {point.ConsigneeName}
                </label>
              </div>
              <div id={`${id}-details`} className="pickup-point-details small">
                <div>
                  {point.Address}, {point.PostCode} {point.City}
                </div>
                <div className="text-body-secondary">
                  {t('PickupUi.Distance', formatDistance(point.Distance, culture))}
                </div>
                {point.StandardHoursOfOperation && (
                  // Folded: seven lines a point would make the list a wall of hours.
                  <details className="pickup-point-hours">
                    <summary onClick={(event) => event.stopPropagation()}>
                      {t('PickupUi.OpeningHours')}
                    </summary>
                    <OpeningHours hours={point.StandardHoursOfOperation} />
                  </details>
                )}
              </div>
              <button
                type="button"
                className={`btn btn-sm ${chosen ? 'btn-success' : 'btn-outline-primary'} pickup-choose`}
                aria-pressed={chosen}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(ref);
                }}
              >
                {chosen ? t('PickupUi.Chosen') : t('PickupUi.Choose')}
                <span className="visually-hidden"> {point.ConsigneeName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
