/** The window: fonts (bundled, Cyrillic and Latin), the bridge, Pinia, vue-i18n, the app. */
import '../../assets/fonts/fonts.css';
import './style.css';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import type { Viewer } from '../../shared/bridge/contract';
import App from './App.vue';
import { pickBridge } from './bridge';
import { setBridge } from './bridge/provide';
import { i18n } from './i18n';
import ViewerApp from './views/ViewerApp.vue';
import RefusedView from './views/RefusedView.vue';

const bridge = pickBridge();
setBridge(bridge);

/**
 * Who opened the window (issue 14): the game master gets the console; a view's code, its view.
 * `#table` shows the table screen whatever the token (the desktop console's second window).
 */
async function start(): Promise<void> {
  const who = await bridge.call('access.whoami', {});
  const viewer: Viewer = who.ok ? who.value : { role: 'gm' };
  const pinia = createPinia();
  if (!who.ok && who.error.code.startsWith('web/')) {
    createApp(RefusedView, { failure: who.error }).use(pinia).use(i18n).mount('#app');
    return;
  }
  if (viewer.role === 'gm' && window.location.hash !== '#table') {
    createApp(App).use(pinia).use(i18n).mount('#app');
    return;
  }
  createApp(ViewerApp, { view: viewer.role === 'gm' ? { role: 'table' } : viewer }).use(pinia).use(i18n).mount('#app');
}

void start();
