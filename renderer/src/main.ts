/** The window: fonts (bundled, Cyrillic and Latin), the bridge, Pinia, vue-i18n, the app. */
import '../../assets/fonts/fonts.css';
import './style.css';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { pickBridge } from './bridge';
import { setBridge } from './bridge/provide';
import { i18n } from './i18n';

setBridge(pickBridge());
createApp(App).use(createPinia()).use(i18n).mount('#app');
