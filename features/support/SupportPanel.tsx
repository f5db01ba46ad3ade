import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from '@base/i18n/useTranslation';
import { getActionLog } from '@features/support/log/actionLog';
import { useAppDispatch } from '@base/hooks';
import { actionLogFileName, downloadJson } from './download';
import { exposeSupportHook } from './supportHook';

type Done = 'nothing' | 'downloaded' | 'cleared';

/**
 * The support panel (lazy chunk "support"): how many actions the log holds, download it in the
 * Redux DevTools format, clear it. A non-modal dialog: the shop stays usable behind it.
 */
export default function SupportPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore();
  const log = useMemo(() => getActionLog(dispatch), [dispatch]);
  const count = useSyncExternalStore(log.subscribe, log.count);
  const [done, setDone] = useState<Done>('nothing');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => exposeSupportHook(store.getState, log), [store, log]);
  useEffect(() => {
    // Focus moves into the panel when it opens and back where it was when it closes.
    const previous = document.activeElement;
    panel.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  function download() {
    downloadJson(actionLogFileName(), log.exportLog());
    setDone('downloaded');
  }
  function clear() {
    log.clear();
    setDone('cleared');
  }
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }
  const doneText = {
    nothing: '',
    downloaded: t('Support.Downloaded'),
    cleared: t('Support.Cleared'),
  }[done];

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="support-panel-title"
      aria-describedby="support-panel-intro"
      tabIndex={-1}
      className="support-panel position-fixed bottom-0 end-0 m-3 p-3 bg-body border rounded shadow"
      style={{ zIndex: 1090, maxWidth: '22rem' }}
      onKeyDown={closeOnEscape}
    >
      <div className="d-flex align-items-start justify-content-between gap-2">
        <h2 id="support-panel-title" className="h6 mb-2">
          {t('Support.Title')}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={t('Support.Close')}
          onClick={onClose}
        />
      </div>
      <p id="support-panel-intro" className="small mb-2">
        {t('Support.Intro')}
      </p>
      <p className="mb-2">{t('Support.Count', count)}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={download}>
          {t('Support.Download')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={clear}>
          {t('Support.Clear')}
        </button>
      </div>
      <p role="status" className="small mt-2 mb-0">
        {doneText}
      </p>
    </div>
  );
}
