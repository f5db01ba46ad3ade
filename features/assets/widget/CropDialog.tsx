import { useId, useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useCropTempImageMutation } from '@api/assets';
import { useTranslation } from '@base/i18n/useTranslation';
import { resolveUrl } from '@base/runtimeConfig';
import { CROP_BOX_HEIGHT, CROP_BOX_WIDTH } from '../constants';
import { clampSelection, cropArguments, minimumCropBox } from '../cropMath';
import type { CropSize } from '../imageRules';
import { normalizeAsset, type WidgetAsset } from '../types';

interface Props {
  asset: WidgetAsset;
  crop: CropSize;
  onCropped: (asset: WidgetAsset) => void;
  onCancel: () => void;
}

/** The S2 refusal's Error (000 §8 "Image crop error"), else the server's message. */
function cropErrorText(error: unknown): string | undefined {
  const data = (error as { data?: { Error?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.Error === 'string' && data.Error) return data.Error;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/**
 * 000 §4 "Image rules" / §5 "Crop rules": the crop dialog (a lazy chunk with cropper.js). The
 * image shows whole in a 568x400 box (narrower on a phone); the selection keeps the crop's
 * ratio and never gets smaller than the crop size in the image's own pixels. OK sends S2 with
 * the selection (negative coordinates clamped to 0) and hands the cropped asset back.
 */
export default function CropDialog({ asset, crop, onCropped, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const cropper = useRef<ReactCropperElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cropImage, { isLoading }] = useCropTempImageMutation();
  const image = { width: asset.width, height: asset.height };

  // The box's real width (a phone's screen is narrower than 568 px) decides the minimum selection.
  useLayoutEffect(() => {
    setBoxWidth(box.current?.clientWidth || CROP_BOX_WIDTH);
  }, []);
  const minimum = minimumCropBox(image, crop, {
    width: boxWidth ?? CROP_BOX_WIDTH,
    height: CROP_BOX_HEIGHT,
  });

  const confirm = async () => {
    const instance = cropper.current?.cropper;
    if (!instance || !asset.tmpName) return;
    const selection = clampSelection(instance.getData(true), image);
    setError(null);
    try {
      const answer = await cropImage(cropArguments(asset.tmpName, selection, crop)).unwrap();
      if (answer.Error) setError(answer.Error);
      else onCropped(normalizeAsset(answer));
    } catch (refusal) {
      setError(cropErrorText(refusal) ?? t('Manager.UnknowsErrors'));
    }
  };

  return (
    <Modal
      show
      onHide={onCancel}
      size="lg"
      centered
      className="crop-modal"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id={titleId}>{t('Assets.Widget.CropTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('Assets.Widget.CropHelp', crop.width, crop.height)}</p>
        <div ref={box} className="asset-crop-box" style={{ maxWidth: CROP_BOX_WIDTH }}>
          {boxWidth !== null && (
            <Cropper
              ref={cropper}
              src={resolveUrl(asset.uri ?? asset.thumbnailUrl ?? '')}
              alt={asset.name}
              style={{ width: '100%', height: CROP_BOX_HEIGHT }}
              aspectRatio={crop.width / crop.height}
              viewMode={1}
              zoomable={false}
              autoCropArea={1}
              minCropBoxWidth={minimum.width}
              minCropBoxHeight={minimum.height}
              guides
            />
          )}
        </div>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('Manager.Cancel')}
        </Button>
        <Button variant="primary" onClick={() => void confirm()} disabled={isLoading}>
          {t('Assets.Widget.CropOk')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
