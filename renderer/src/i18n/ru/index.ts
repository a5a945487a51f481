/**
 * Русские тексты окна (язык по умолчанию). Множественное число: «one | few | many»
 * (1 ход | 2 хода | 5 ходов; дробное — как few: 2,5 склада). Спецзнаки vue-i18n — { } | @ — не
 * использовать в тексте.
 * Один файл на экран (common, consoleScreen, panels, referee, documents, editor, views).
 */
import { common } from './common';
import { consoleScreen } from './consoleScreen';
import { panels } from './panels';
import { referee } from './referee';
import { documents } from './documents';
import { editor } from './editor';
import { views } from './views';
import { mail } from './mail';
import { players } from './players';

export const ru = { ...common, ...consoleScreen, ...panels, ...referee, ...documents, ...editor, ...views, ...mail, ...players };

export type Messages = typeof ru;
