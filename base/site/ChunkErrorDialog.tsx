import { useEffect, useRef } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { dialogClosed } from '@base/uiSlice';
import { useAppDispatch } from '@base/hooks';

/**
 * Stands in for the dialogs chunk when that very chunk fails to load: Bootstrap's modal classes
 * (their CSS is in the main stylesheet) without react-bootstrap, so the shopper still gets the
 * generic error and a way to reload rather than nothing at all.
 */
export function ChunkErrorDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reload = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(dialogClosed());
  useEffect(() => reload.current?.focus(), []);
  return (
    <>
      <div
        className="modal modal-error-action d-block"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="chunk-error-title"
        aria-describedby="chunk-error-text"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id="chunk-error-title">
                {t('Core.Error')}
              </h2>
            </div>
            <p className="modal-body mb-0" id="chunk-error-text">
              {t('Manager.ChunkLoadError')}
            </p>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" onClick={close}>
                {t('Manager.Close')}
              </button>
              <button
                type="button"
                ref={reload}
                className="btn btn-primary"
                onClick={() => window.location.reload()}
              >
                {t('Manager.Reload')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
