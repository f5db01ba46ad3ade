import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { isAppRoute } from '@rules/appRoutes';
import { useCulture } from '@base/i18n/useTranslation';
import { runtimeConfig, toRouterPath } from '@base/runtimeConfig';
import { analyticsEvent, anchorFollowed, type AnalyticsEventPayload } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import type { AppDispatch } from '@base/storeTypes';
import { linkModalOpened, loginRequired } from '@base/uiSlice';
import { isAjaxForm, submitAjaxForm } from './ajaxForm';
import { askConfirmation } from '@base/site/askConfirmation';
import { announceNavigation, pageHistoryState, rememberScroll } from './historyState';
import { classifyLink, type LinkDecision } from './linkRules';
import { postLogoff } from './logoff';
import { parsePagePath } from './pagePath';
import { scrollToAnchor } from './scroll';
import { applyToggle } from './toggles';

/** data-tag-infos: a JSON event description, or just an event name. */
export function tagInfos(value: string): AnalyticsEventPayload {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const event = (parsed as { event?: unknown }).event;
      return { ...(parsed as object), event: typeof event === 'string' ? event : 'click' };
    }
  } catch {
    // Not JSON: the attribute names the event.
  }
  return { event: value };
}

/**
 * Decisions carry the link's address as the browser sees it, app base included (the loaders'
 * requests and the cache choice compare with that); the router navigates below its basename.
 */
function follow(decision: LinkDecision, navigate: NavigateFunction, dispatch: AppDispatch): void {
  if (decision.kind === 'anchor') {
    scrollToAnchor(decision.hash);
    void navigate(
      { hash: decision.hash },
      { preventScrollReset: true, state: window.history.state?.usr },
    );
    dispatch(anchorFollowed({ anchor: decision.hash }));
  } else if (decision.kind === 'modal') {
    const page = parsePagePath(
      new URL(decision.url, window.location.origin).pathname,
      runtimeConfig().appBase,
    );
    if (page && page.path.startsWith('security/login')) {
      dispatch(loginRequired({ returnUrl: decision.modal.returnUrl ?? window.location.pathname }));
    } else if (page && isAppRoute(page.path)) {
      void navigate(toRouterPath(decision.url));
    } else {
      dispatch(linkModalOpened({ url: decision.url, ...decision.modal }));
    }
  } else if (decision.kind === 'inPlace') {
    rememberScroll();
    announceNavigation(decision.url, decision.disableCache);
    void navigate(toRouterPath(decision.url), {
      state: pageHistoryState({ disableCache: decision.disableCache, anchor: decision.anchor }),
    });
  }
}

/**
 * One document-level listener applies the in-place loading rules to every link, including
 * links inside CMS HTML; React Router's own <Link>s have handled their click already.
 */
export function useLinkInterception(): void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const culture = useCulture();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const origin = event.target instanceof Element ? event.target : null;
      const tagged = origin?.closest('[data-tag-infos]');
      if (tagged) dispatch(analyticsEvent(tagInfos(tagged.getAttribute('data-tag-infos') ?? '')));
      const link = origin?.closest('a');
      if (!link || event.defaultPrevented) return;
      const { pathname, search } = window.location;
      const current = {
        origin: window.location.origin,
        pathname,
        search,
        appBase: runtimeConfig().appBase,
        culture,
      };
      const decision = classifyLink(link, event, current);
      if (decision.kind === 'browser') {
        // Logoff is a POST with the token: a GET of the link only shows the log-off page.
        if (decision.reason === 'logoff' && link.hasAttribute('href')) {
          event.preventDefault();
          postLogoff(link.href);
        }
        return;
      }
      if (decision.kind === 'toggle') {
        if (applyToggle(decision.toggle, decision.target)) event.preventDefault();
        return;
      }
      event.preventDefault();
      if (!decision.confirm) {
        follow(decision, navigate, dispatch);
        return;
      }
      void askConfirmation(dispatch, { message: decision.confirm }).then((ok) => {
        if (ok) follow(decision, navigate, dispatch);
      });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented || !isAjaxForm(form)) return;
      event.preventDefault();
      void submitAjaxForm(form, dispatch);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
  }, [navigate, dispatch, culture]);
}
