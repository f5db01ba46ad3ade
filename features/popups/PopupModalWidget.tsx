import { useEffect, useId, useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useMediaQuery } from '@base/dom/useMediaQuery';
import { useTranslation } from '@base/i18n/useTranslation';
import type { PopupModalProps } from './types';
import { POPUP_MODAL_DELAY } from './constants';
import { recordDismissal } from './cookie';
import { popupDecision } from './schedule';
import './popups.scss';

/**
 * `<div data-widget="popup-modal" data-id data-end-datetime data-title>HTML</div>` (001 §2,
 * §4): the CMS HTML in a modal that opens 3 s after the page loads, unless the popup ended or
 * the shopper dismissed it before. Closing it (×, Escape, the Close button, the backdrop or a
 * link inside) records the dismissal. The timer starts at mount, so a page loaded in place
 * waits as long; leaving the page unmounts the widget and cancels it.
 */
export default function PopupModalWidget({ id, endDatetime, title, markup = '' }: PopupModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (popupDecision(id, endDatetime, new Date()) !== 'show') return;
    const timer = setTimeout(() => setOpen(true), POPUP_MODAL_DELAY);
    return () => clearTimeout(timer);
  }, [id, endDatetime]);

  const close = () => {
    if (id) recordDismissal(id);
    setOpen(false);
  };
  // A link inside navigates (the site's link handling runs on) and the popup counts as seen.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) close();
  };
  return (
    <Modal
      show={open}
      onHide={close}
      animation={!reduceMotion}
      centered
      className="popup-modal"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('Popups.Close')}>
        <Modal.Title id={titleId}>{title || t('Popups.DefaultTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body onClick={onBodyClick}>
        <div className="popup-modal-content" dangerouslySetInnerHTML={{ __html: markup }} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          {t('Popups.Close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
