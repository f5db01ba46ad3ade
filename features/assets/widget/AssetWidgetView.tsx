import { Suspense, useId, useMemo, type ComponentProps } from 'react';
import type { MessageDialog as MessageDialogView } from './MessageDialog';
import type { NamePrompt as NamePromptView } from './NamePrompt';
import { parseCropSize } from '@rules/assets';
import { useTranslation } from '@base/i18n/useTranslation';
import { lazyChunk } from '@base/site/lazyChunk';
import { AssetItem } from './AssetItem';
import { DropArea } from './DropArea';
import { HiddenFields } from './HiddenFields';
import type { AssetWidgetProps } from './props';
import { useAssetWidget } from './useAssetWidget';

// cropper.js and its stylesheet come only when an image needs cropping.
const CropDialog = lazyChunk(() => import(/* webpackChunkName: "asset-crop" */ './CropDialog'));
// The dialogs (react-bootstrap's modal) only when one opens: a form with a file field does not
// fetch them up front.
const MessageDialog = lazyChunk<ComponentProps<typeof MessageDialogView>>(() =>
  import(/* webpackChunkName: "asset-dialogs" */ './MessageDialog').then((m) => ({
    default: m.MessageDialog,
  })),
);
const NamePrompt = lazyChunk<ComponentProps<typeof NamePromptView>>(() =>
  import(/* webpackChunkName: "asset-dialogs" */ './NamePrompt').then((m) => ({
    default: m.NamePrompt,
  })),
);

/**
 * The asset file, image and multi-asset widgets (000 §2, §4 "Asset widget"): a lazy chunk, so
 * react-dropzone comes only with a page that shows one (features/assets/AssetWidget.tsx).
 */
export default function AssetWidgetView(props: AssetWidgetProps) {
  const { t } = useTranslation();
  const id = useId();
  const multiple = props.multiple ?? false;
  const crop = useMemo(() => parseCropSize(props.crop), [props.crop]);
  const preset = useMemo(
    () => [...(props.assetId ? [props.assetId] : []), ...(props.assets ?? [])],
    [props.assetId, props.assets],
  );
  const widget = useAssetWidget({
    multiple,
    image: props.image ?? false,
    crop,
    ...(props.crop === undefined ? {} : { cropAttribute: props.crop }),
    ...(props.accept === undefined ? {} : { accept: props.accept }),
    ...(props.maxFileSize === undefined ? {} : { maxFileSize: props.maxFileSize }),
    ...(props.maxFiles === undefined ? {} : { maxFiles: props.maxFiles }),
    preset,
    ...(props.onChange ? { onChange: props.onChange } : {}),
  });
  const { assets } = widget;
  const errorText = widget.error ? t(widget.error.key, ...(widget.error.args ?? [])) : undefined;
  const shownError = errorText ?? props.formError;
  const errorId = `${id}-error`;

  return (
    <div
      className={`asset-widget${props.image ? ' asset-widget-image' : ''}`}
      data-asset-uid={props.uid}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <div className="form-label" id={`${id}-label`}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </div>
      {assets.length > 0 && (
        <ul
          className="asset-list list-unstyled"
          aria-label={t('Assets.Widget.ListLabel', props.label)}
        >
          {assets.map((asset, index) => (
            <AssetItem
              key={asset.guid}
              asset={asset}
              rotation={widget.rotations[asset.guid] ?? 0}
              index={index}
              count={assets.length}
              sortable={multiple && assets.length > 1}
              onRename={() => widget.startRename(asset)}
              onDelete={() => widget.deleteAsset(asset)}
              onRotate={(degrees) => widget.rotate(asset.guid, degrees)}
              onMove={(to) => widget.move(asset.guid, to)}
              onDropHere={(guid) => widget.move(guid, index)}
            />
          ))}
        </ul>
      )}
      {widget.loadingPreset ? (
        <p aria-busy="true">{t('Manager.Loading')}</p>
      ) : (
        <DropArea
          inputId={`${id}-input`}
          label={props.label}
          multiple={multiple}
          accept={props.accept}
          image={props.image ?? false}
          progress={widget.progress}
          describedBy={shownError ? errorId : undefined}
          onFiles={widget.pick}
          onCancel={widget.cancelUpload}
        />
      )}
      {props.required && (
        <input
          type="checkbox"
          className="visually-hidden"
          name={`asset-required-${props.uid}`}
          tabIndex={-1}
          required
          checked={assets.length > 0}
          onChange={() => undefined}
          aria-label={t('Assets.Widget.RequiredCheck', props.label)}
        />
      )}
      {shownError && (
        <div className="invalid-feedback d-block" id={errorId} role="alert">
          {shownError}
        </div>
      )}
      <HiddenFields uid={props.uid} multiple={multiple} assets={assets} />
      {widget.message !== null && (
        <Suspense fallback={null}>
          <MessageDialog text={widget.message} onClose={widget.closeMessage} />
        </Suspense>
      )}
      {widget.renaming && (
        <Suspense fallback={null}>
          <NamePrompt
            name={widget.renaming.asset.name}
            {...(widget.renaming.error ? { error: widget.renaming.error } : {})}
            busy={widget.renameBusy}
            onSave={widget.saveName}
            onCancel={widget.cancelRename}
          />
        </Suspense>
      )}
      {widget.cropping && crop && (
        <Suspense fallback={null}>
          <CropDialog
            key={widget.cropping.guid}
            asset={widget.cropping}
            crop={crop}
            onCropped={widget.cropped}
            onCancel={widget.cancelCrop}
          />
        </Suspense>
      )}
    </div>
  );
}
