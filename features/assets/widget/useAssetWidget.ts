import { useEffect, useRef, useState } from 'react';
import { useDeleteAssetMutation, useRenameAssetMutation } from '@api/assets';
import { serverMessage } from '@api/errors';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { askConfirmation } from '@base/site/askConfirmation';
import { errorDialogOpened, loginRequired, noticeShown } from '@base/uiSlice';
import { imageStep, type CropSize } from '../imageRules';
import type { WidgetAsset } from '../types';
import { startUpload, type UploadHandle, type UploadOutcome } from '../uploadClient';
import {
  checkPickedFiles,
  isAccepted,
  looksLikeImage,
  type UploadLimits,
  type WidgetMessage,
} from '../uploadRules';
import * as lists from './assetList';
import { usePresetAssets, type PresetAsset } from './usePresetAssets';

export interface WidgetSettings extends UploadLimits {
  multiple: boolean;
  /** The image widget: a file that is not an image is refused ("encode a correct image"). */
  image: boolean;
  crop: CropSize | null;
  /** The crop attribute as written, sent to S5 so the server refuses a too small image too. */
  cropAttribute?: string;
  preset: readonly PresetAsset[];
  onChange?: (assets: WidgetAsset[]) => void;
}

/**
 * The widget's states (000 §4 "Asset widget"): the upload pipeline (picked, checked, sent,
 * answered, added), the image rules, edit name, delete, rotate and the order.
 */
export function useAssetWidget(settings: WidgetSettings) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [rename] = useRenameAssetMutation();
  const [remove] = useDeleteAssetMutation();
  const preset = usePresetAssets(settings.preset);
  const [assets, setAssets] = useState<lists.ListedAsset[] | null>(null);
  const [error, setError] = useState<WidgetMessage | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [toCrop, setToCrop] = useState<WidgetAsset[]>([]);
  const [renaming, setRenaming] = useState<{ asset: lists.ListedAsset; error?: string } | null>(
    null,
  );
  const [renameBusy, setRenameBusy] = useState(false);
  const [rotations, setRotations] = useState<lists.Rotations>({});
  const upload = useRef<UploadHandle | null>(null);
  const onChange = useRef(settings.onChange);
  // The latest callback, without making the notifying effect run when only the callback changed.
  useEffect(() => {
    onChange.current = settings.onChange;
  });

  // The preset fills the list once it is there, unless the shopper already changed it.
  const shown = assets ?? (preset ? preset.map(lists.listed) : []);
  const change = (next: (list: lists.ListedAsset[]) => lists.ListedAsset[]) =>
    setAssets((list) => next(list ?? shown));

  // Told of the shopper's changes only (the preset is what the caller gave).
  useEffect(() => {
    if (assets !== null) onChange.current?.(assets);
  }, [assets]);

  // An upload still running when the widget goes (page left) is cancelled.
  useEffect(() => () => upload.current?.cancel(), []);

  const add = (added: WidgetAsset[]) =>
    change((list) => lists.addAssets(list, added, settings.multiple));

  /** 000 §4 "Image rules" for each uploaded asset: added, too small, or to crop. */
  const received = (uploaded: WidgetAsset[]) => {
    const direct: WidgetAsset[] = [];
    const crops: WidgetAsset[] = [];
    for (const asset of uploaded) {
      const step = asset.fileType === 'Image' ? imageStep(asset, settings.crop) : 'add';
      if (step === 'add') direct.push(asset);
      else if (step === 'crop') crops.push(asset);
      else if (settings.crop) {
        setMessage(t('Assets.Widget.MinimumSize', settings.crop.width, settings.crop.height));
      }
    }
    add(direct);
    setToCrop((queue) => [...queue, ...crops]);
  };

  const answered = (outcome: UploadOutcome) => {
    upload.current = null;
    setProgress(null);
    if (outcome.ok) return received(outcome.assets);
    if (outcome.reason === 'refused') setMessage(outcome.message);
    else if (outcome.reason === 'login') {
      dispatch(loginRequired({ returnUrl: window.location.pathname + window.location.search }));
    } else if (outcome.reason === 'failed') {
      dispatch(errorDialogOpened({ messageKey: 'Manager.UnknowsErrors', titleKey: 'Core.Error' }));
    }
  };

  /** The checks before anything is sent; false when a file was refused (the message shown). */
  const passes = (files: readonly File[]): boolean => {
    if (!settings.multiple && files.length > 1) {
      setError({ key: 'Assets.Widget.OneFile' });
      return false;
    }
    if (settings.image && !files.every(looksLikeImage)) {
      setError({ key: 'Assets.Widget.NotAnImage' });
      return false;
    }
    if (settings.multiple && !files.every((file) => isAccepted(file, settings.accept))) {
      dispatch(noticeShown({ level: 'danger', messageKey: 'Assets.Widget.WrongKind' }));
      return false;
    }
    const broken = checkPickedFiles(files, settings, { culture, held: shown.length });
    setError(broken);
    return broken === null;
  };

  const pick = (files: readonly File[]) => {
    if (files.length === 0 || upload.current) return;
    // 000 §4: validation errors are cleared when a file is added.
    setError(null);
    if (!passes(files)) return;
    const request = startUpload(files, {
      ...(settings.accept === undefined ? {} : { accept: settings.accept }),
      ...(settings.maxFileSize === undefined ? {} : { maxFileSize: settings.maxFileSize }),
      ...(settings.cropAttribute === undefined ? {} : { crop: settings.cropAttribute }),
      culture,
      onProgress: (loaded, total) => setProgress({ loaded, total }),
    });
    upload.current = request;
    setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
    void request.done.then(answered);
  };

  const cropped = (asset: WidgetAsset) => {
    setToCrop((queue) => queue.slice(1));
    add([asset]);
    dispatch(noticeShown({ level: 'success', messageKey: 'Assets.Widget.ImageCropped' }));
  };

  const saveName = async (name: string) => {
    if (!renaming) return;
    setRenameBusy(true);
    try {
      await rename({ assetId: renaming.asset.guid, Name: name }).unwrap();
      change((list) => lists.renameAsset(list, renaming.asset.guid, name));
      setRenaming(null);
      dispatch(noticeShown({ level: 'success', messageKey: 'Assets.Widget.NameChanged' }));
    } catch (refusal) {
      setRenaming({ ...renaming, error: serverMessage(refusal) ?? t('Manager.UnknowsErrors') });
    } finally {
      setRenameBusy(false);
    }
  };

  /**
   * Delete, once confirmed: a temporary upload is deleted on the server too; a preset asset only
   * leaves the list (the form's save decides what becomes of it).
   */
  const deleteAsset = async (asset: lists.ListedAsset) => {
    const confirmed = await askConfirmation(dispatch, {
      message: t('Assets.Widget.DeleteConfirm', asset.name),
    });
    if (!confirmed) return;
    if (asset.tmpName) await remove({ assetId: asset.guid }).catch(() => undefined);
    change((list) => lists.removeAsset(list, asset.guid));
  };

  return {
    assets: shown,
    loadingPreset: preset === null && assets === null,
    error,
    progress,
    message,
    closeMessage: () => setMessage(null),
    cropping: toCrop[0] ?? null,
    cropped,
    cancelCrop: () => setToCrop((queue) => queue.slice(1)),
    renaming,
    renameBusy,
    startRename: (asset: lists.ListedAsset) => setRenaming({ asset }),
    saveName: (name: string) => void saveName(name),
    cancelRename: () => setRenaming(null),
    pick,
    cancelUpload: () => upload.current?.cancel(),
    deleteAsset: (asset: lists.ListedAsset) => void deleteAsset(asset),
    rotations,
    rotate: (guid: string, degrees: number) =>
      setRotations((turns) => lists.rotate(turns, guid, degrees)),
    move: (guid: string, to: number) => change((list) => lists.moveAsset(list, guid, to)),
  };
}

export type AssetWidgetState = ReturnType<typeof useAssetWidget>;
