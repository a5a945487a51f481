/** English texts of the window: the same keys as ../ru (a test checks it), one file per screen. */
import type { Messages } from '../ru';
import { common } from './common';
import { consoleScreen } from './consoleScreen';
import { panels } from './panels';
import { referee } from './referee';
import { documents } from './documents';
import { editor } from './editor';
import { views } from './views';
import { mail } from './mail';
import { players } from './players';

export const en: Messages = { ...common, ...consoleScreen, ...panels, ...referee, ...documents, ...editor, ...views, ...mail, ...players };
