import { lazy, Suspense } from 'react';
import { selectDialog } from '@store/uiSlice';
import { useAppSelector } from '@store/hooks';

const Dialogs = lazy(() => import(/* webpackChunkName: "dialogs" */ './Dialogs'));

/** One place for the app's dialogs (error, login, confirm); the modal code loads on first use. */
export function ModalHost() {
  const dialog = useAppSelector(selectDialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs dialog={dialog} />
    </Suspense>
  );
}
