import { useEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useGetPageQuery } from '@api/content';
import { CmsHtml } from '@features/content';
import { cmsPageClass } from '@rules/pages';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { useAppDispatch } from '@base/hooks';
import { dialogClosed, type Dialog } from '@base/uiSlice';
import { MODAL_CLASSES } from './constants';
import { parsePagePath } from './pagePath';

type LinkDialog = Extract<Dialog, { kind: 'link' }>;

/** A modal link's target (S8), shown in a modal with the link's title, size, class and animation. */
export function LinkModal({ dialog }: { dialog: LinkDialog }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(dialogClosed());
  const body = useRef<HTMLDivElement>(null);
  const target = new URL(dialog.url, window.location.origin);
  const page = parsePagePath(target.pathname, runtimeConfig().appBase);
  const { data, isError } = useGetPageQuery(page ?? { culture: '', path: '' }, { skip: !page });
  const title = dialog.title ?? data?.Title ?? '';
  // A link to a section of the page (terms#data) opens the modal on that section.
  useEffect(() => {
    if (!data || target.hash.length < 2) return;
    const section = body.current?.querySelector(`#${CSS.escape(target.hash.slice(1))}`);
    section?.scrollIntoView?.({ block: 'start' });
  }, [data, target.hash]);
  return (
    <Modal
      show
      onHide={close}
      size={dialog.size}
      animation={dialog.animate}
      className={dialog.className ?? MODAL_CLASSES.link}
      aria-labelledby="link-modal-title"
      centered
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="link-modal-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        {data && page && <CmsHtml html={data.Html} className={cmsPageClass(page.path)} />}
        {!data && !isError && <p aria-busy="true">{t('Navigation.ModalLoading')}</p>}
        {(isError || !page) && <p>{t('Navigation.PageUnavailable')}</p>}
      </Modal.Body>
    </Modal>
  );
}
