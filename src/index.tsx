import './styles/main.scss';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * The main chunk's entry. Its code is evaluated in steps, each a task of its own: React DOM
 * (200 KB of the chunk's 400), then the store (Redux Toolkit, RTK Query and the slices), then
 * the router and the app (./start). One task
 * evaluating it all was the longest of a page load on a slow phone (130 ms in Lighthouse's
 * mobile emulation). `webpackMode: "eager"` keeps the modules in this chunk (no extra request):
 * an eager import() only defers running them.
 */
async function boot(): Promise<void> {
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@store/index');
  await yieldToBrowser();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await yieldToBrowser();
  await start();
}

void boot();
