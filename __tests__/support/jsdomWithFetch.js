// jsdom has no fetch: lend the test window Node's own (undici) fetch classes.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const win = this.global;
    for (const name of LENT) {
      if (globalThis[name]) win[name] = globalThis[name];
    }
    // Browsers resolve relative request URLs against the page; Node's Request does not.
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetch;
