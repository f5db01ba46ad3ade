import { runtimeConfig } from '@base/runtimeConfig';

/**
 * Where webpack fetches the lazy chunks (JS and CSS) and emitted files: the build is made once
 * with '/assets/' and served under any APP_BASE, so the base the server injected into the
 * document (window.__VITRINE__.appBase) is put in front at run time. This module is the entry's
 * first (webpack.config.ts), so it runs before any other module can ask for a chunk.
 */
declare global {
  /** webpack's run-time public path (a free variable its parser rewrites). */
  var __webpack_public_path__: string;
}

__webpack_public_path__ = `${runtimeConfig().appBase}/assets/`;
