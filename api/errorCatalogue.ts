import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { errorDialogOpened, loginRequired } from '@base/uiSlice';

export type ErrorKind = 'login' | 'notFound' | 'aborted' | 'unknown';

/** The spec's error catalogue (000 §8 "Error catalogue"): which behaviour a failed call gets. */
export function classifyError(error: FetchBaseQueryError): ErrorKind {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (status === 401) return 'login';
  if (status === 404) return 'notFound';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 0) return 'aborted';
  return 'unknown';
}

export interface CatalogueContext {
  dispatch: Dispatch;
  url: string;
  /** Where the shopper is, so the login modal can bring them back. */
  returnUrl: string;
}

export function applyErrorCatalogue(error: FetchBaseQueryError, ctx: CatalogueContext): ErrorKind {
  const kind = classifyError(error);
  switch (kind) {
    case 'login':
      ctx.dispatch(loginRequired({ returnUrl: ctx.returnUrl }));
      break;
    case 'notFound':
      console.info(`[api] 404 ${ctx.url}`);
      break;
    case 'aborted':
      console.warn(`[api] request aborted or unreachable: ${ctx.url}`);
      break;
    default:
      ctx.dispatch(
        errorDialogOpened({ messageKey: 'Manager.UnknowsErrors', titleKey: 'Core.Error' }),
      );
  }
  return kind;
}
