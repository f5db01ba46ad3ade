import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeDismissed, type Notice } from '@base/uiSlice';
import { useAppDispatch } from '@base/hooks';
import { NOTICE_DELAY_MS } from './constants';

/** The legacy "growl" notices as Bootstrap toasts; a lazy chunk. */
export default function NoticeToasts({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ToastContainer position="top-end" className="p-3 notices" containerPosition="fixed">
      {notices.map((n) => (
        <Toast
          key={n.id}
          bg={n.level}
          autohide
          delay={NOTICE_DELAY_MS}
          onClose={() => dispatch(noticeDismissed(n.id))}
        >
          {n.titleKey && (
            <Toast.Header closeLabel={t('Manager.Close')}>
              <strong className="me-auto">{t(n.titleKey)}</strong>
            </Toast.Header>
          )}
          <Toast.Body className={n.level === 'warning' ? '' : 'text-white'}>
            {t(n.messageKey, ...(n.args ?? []))}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
