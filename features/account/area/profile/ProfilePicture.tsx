import { useState } from 'react';
import {
  useGetAccountPictureQuery,
  useRemoveAccountPictureMutation,
  useSetAccountPictureMutation,
} from '@api/account';
import { serverMessage } from '@api/errors';
import { AssetWidget, type WidgetAsset } from '@features/assets';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';
import { PROFILE_PICTURE_SIZE } from '@rules/account';

const CROP = `${PROFILE_PICTURE_SIZE},${PROFILE_PICTURE_SIZE}`;

/**
 * The profile picture (issue 18): the image widget (000 §2) with a square crop. A picked image
 * goes through the widget's pipeline (too small → its error; larger → the crop dialog, S2); the
 * cropped upload is then kept as the picture. The widget shows the saved picture as its preset.
 */
export function ProfilePicture() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useGetAccountPictureQuery();
  const [save] = useSetAccountPictureMutation();
  const [remove] = useRemoveAccountPictureMutation();
  const [failure, setFailure] = useState<string>();
  const picture = data?.Picture ?? null;

  const changed = async (assets: WidgetAsset[]) => {
    setFailure(undefined);
    const last = assets[assets.length - 1];
    if (!last) {
      if (!picture) return;
      const removed = await remove();
      if (!('error' in removed)) {
        dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.PictureRemoved' }));
      }
      return;
    }
    // The preset coming back (no new upload): nothing to save.
    if (!last.tmpName) return;
    const saved = await save({ tmpName: last.tmpName });
    if ('error' in saved) setFailure(serverMessage(saved.error) ?? t('Manager.UnknowsErrors'));
    else dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.PictureSaved' }));
  };

  return (
    <section className="profile-picture mb-4" aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title" className="h5">
        {t('AccountArea.Picture')}
      </h2>
      <p className="form-text">{t('AccountArea.PictureHelp', PROFILE_PICTURE_SIZE)}</p>
      {data && (
        <AssetWidget
          key={picture?.guid ?? 'none'}
          uid="profile-picture"
          label={t('AccountArea.Picture')}
          image
          accept="image/*"
          crop={CROP}
          assets={picture ? [picture] : []}
          onChange={(assets) => void changed(assets)}
          {...(failure ? { formError: failure } : {})}
        />
      )}
    </section>
  );
}
