import type { DragEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { resolveUrl } from '@base/runtimeConfig';
import { ROTATE_STEP_DEGREES } from '../constants';
import { isSquareImage } from '../types';
import type { ListedAsset } from './assetList';

interface Props {
  asset: ListedAsset;
  /** The shown turn in degrees (visual only). */
  rotation: number;
  index: number;
  count: number;
  /** Multiple mode: the move buttons and dragging. */
  sortable: boolean;
  onRename: () => void;
  onDelete: () => void;
  onRotate: (degrees: number) => void;
  /** Moves this asset to the given place. */
  onMove: (to: number) => void;
  /** A dragged asset (its guid) dropped on this one. */
  onDropHere: (guid: string) => void;
}

const DRAG_TYPE = 'application/x-vitrine-asset';

/** One asset: its thumbnail (turned as the shopper asked) or its name as a link, and its actions. */
export function AssetItem({ asset, rotation, index, count, sortable, ...on }: Props) {
  const { t } = useTranslation();
  const name = asset.name;
  const drag = sortable
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, asset.guid),
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          const guid = event.dataTransfer.getData(DRAG_TYPE);
          if (guid) on.onDropHere(guid);
        },
      }
    : {};
  return (
    <li className="asset-item d-flex align-items-center gap-2 mb-2" {...drag}>
      {asset.thumbnailUrl ? (
        <img
          className="asset-thumbnail"
          src={resolveUrl(asset.thumbnailUrl)}
          alt={name}
          width={80}
          height={80}
          style={{ objectFit: 'contain', transform: `rotate(${rotation}deg)` }}
        />
      ) : null}
      <span className="asset-name flex-grow-1 text-break">
        {asset.uri ? (
          <a href={resolveUrl(asset.uri)} download>
            {name}
          </a>
        ) : (
          name
        )}
      </span>
      <span className="asset-actions btn-group btn-group-sm" role="group" aria-label={name}>
        {isSquareImage(asset) && (
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => on.onRotate(-ROTATE_STEP_DEGREES)}
            >
              {t('Assets.Widget.RotateLeft')}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => on.onRotate(ROTATE_STEP_DEGREES)}
            >
              {t('Assets.Widget.RotateRight')}
              <span className="visually-hidden"> {name}</span>
            </button>
          </>
        )}
        {sortable && (
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={index === 0}
              onClick={() => on.onMove(index - 1)}
            >
              {t('Assets.Widget.MoveUp')}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={index === count - 1}
              onClick={() => on.onMove(index + 1)}
            >
              {t('Assets.Widget.MoveDown')}
              <span className="visually-hidden"> {name}</span>
            </button>
          </>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={on.onRename}>
          {t('Assets.Widget.EditName')}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={on.onDelete}>
          {t('Assets.Widget.Delete')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </span>
    </li>
  );
}
