/** The window: fonts (bundled, Cyrillic and Latin), the bridge, Pinia, vue-i18n, the app. */
import '../../assets/fonts/fonts.css';
import './style.css';
import { createApp, type App as VueApp } from 'vue';
import { createPinia } from 'pinia';
import type { Viewer, ViewKind } from '../../shared/bridge/contract';
import { armyClassesCss } from '../../shared/pieces';
import App from './App.vue';
import { pickBridge } from './bridge';
import { setBridge } from './bridge/provide';
import { i18n } from './i18n';
import { FORTRESS_NAMES } from './i18n/words';
import { useCampaignStore } from './stores/campaign';
import ViewerApp from './views/ViewerApp.vue';
import RefusedView from './views/RefusedView.vue';

// The armies' colour classes (.army-A …) come from the piece catalogue, one per army: a constructed
// sheet (the CSP refuses a <style> element made at run time; CSSOM is the window's own code).
const armyClasses = new CSSStyleSheet();
armyClasses.replaceSync(armyClassesCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, armyClasses];

const bridge = pickBridge();
setBridge(bridge);

const mount = (app: VueApp): VueApp => {
  const pinia = createPinia();
  app.use(pinia).use(i18n);
  // The words name fortresses as the open campaign's map does.
  const campaign = useCampaignStore(pinia);
  app.provide(FORTRESS_NAMES, () => campaign.state?.map);
  app.mount('#app');
  return app;
};
const mountViewer = (view: ViewKind) => mount(createApp(ViewerApp, { view }));

/**
 * Who opened the window (issue 14) is the console's answer to `access.whoami`; the capability is
 * enforced there, this only picks what to show. A view's short code (or `#table`, the desktop
 * console's second window) waits for the answer; the game master's console starts at once and
 * gives way to a view should the answer say so.
 */
async function start(): Promise<void> {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const table = window.location.hash === '#table';
  const looksLikeView = table || (token.length > 0 && token.length <= 16);
  if (!looksLikeView) {
    const app = mount(createApp(App));
    const who = await bridge.call('access.whoami', {});
    if (who.ok && who.value.role !== 'gm') {
      app.unmount();
      mountViewer(who.value);
    }
    return;
  }
  const who = await bridge.call('access.whoami', {});
  if (!who.ok && who.error.code.startsWith('web/')) {
    mount(createApp(RefusedView, { failure: who.error }));
    return;
  }
  const viewer: Viewer = who.ok ? who.value : { role: 'gm' };
  if (viewer.role !== 'gm') mountViewer(viewer);
  else if (table) mountViewer({ role: 'table' });
  else mount(createApp(App));
}

void start();
