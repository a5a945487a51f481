/**
 * The map editor's window state: the board and its history, the tool in hand, the issue picked in
 * the validation panel. Strokes come from the canvas as cells; the board changes only through the
 * model's operations, so what the screen draws is what a test of the model checks.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Cell, MapDef } from '../../../shared/rules/polkovodets';
import { EditorHistory } from './history';
import { addFortress, blankBoard, boardFromMap, removeFortress, updateFortress, type EditorBoard, type EditorFortress, type Ground } from './model';
import { startStroke, type Stroke, type ToolName } from './tools';
import { boardIssues, type Deployed, type EditorIssue } from './validation';

/** Where the editor was opened from, and so where «Back» goes. */
export type EditorOrigin = 'start' | 'setup';

export const useEditorStore = defineStore('editor', () => {
  const history = new EditorHistory(blankBoard(3));
  const board = shallowRef<EditorBoard>(history.board);
  const depth = ref(history.depth);
  const tool = ref<ToolName>('brush');
  const ground = ref<Ground>('M');
  const size = ref(1);
  const fortress = ref<number | null>(null);
  /** The units of a loaded deployment (a scenario's, a campaign's): new terrain must not close their cells. */
  const deployment = shallowRef<readonly Deployed[]>([]);
  /** The issue picked in the panel: its cells are outlined on the map. */
  const picked = ref<number | null>(null);
  /** The name the board came from (a file, «default»), offered when saving. */
  const title = ref('');
  const open = ref<EditorOrigin | null>(null);
  /** Bumped when the whole board is replaced (the canvas fits the new one). */
  const generation = ref(0);
  let stroke: Stroke | null = null;
  const preview = shallowRef<readonly Cell[]>([]);

  const issues = computed<EditorIssue[]>(() => boardIssues(board.value, deployment.value));
  const refusals = computed(() => issues.value.filter((i) => i.severity === 'refusal'));
  const warnings = computed(() => issues.value.filter((i) => i.severity === 'warning'));
  const highlighted = computed<readonly Cell[]>(() => (picked.value !== null ? (issues.value[picked.value]?.cells ?? []) : []));

  function sync(): void {
    board.value = history.board;
    depth.value = history.depth;
    if (fortress.value !== null && fortress.value >= board.value.fortresses.length) fortress.value = board.value.fortresses.length ? board.value.fortresses.length - 1 : null;
    if (picked.value !== null && picked.value >= issues.value.length) picked.value = null;
  }

  function replace(next: EditorBoard, options: { title?: string; deployment?: readonly Deployed[] } = {}): void {
    stroke = null;
    history.reset(next);
    deployment.value = options.deployment ?? [];
    title.value = options.title ?? '';
    fortress.value = next.fortresses.length ? 0 : null;
    picked.value = null;
    preview.value = [];
    generation.value++;
    sync();
  }

  const fromTemplate = (sheets: number, width: number, height: number) => replace(blankBoard(sheets, width, height));
  const fromMap = (map: MapDef, options: { title?: string; deployment?: readonly Deployed[] } = {}) => replace(boardFromMap(map), options);

  // --- Strokes from the canvas ---------------------------------------------------------------------

  function press(cell: Cell): void {
    if (tool.value === 'pan') return;
    history.begin();
    stroke = startStroke(history.board, { tool: tool.value, ground: ground.value, size: size.value, fortress: fortress.value }, cell);
    history.preview(stroke.board);
    preview.value = [...stroke.preview];
    board.value = history.board;
  }

  function extend(cell: Cell): void {
    if (!stroke) return;
    history.preview(stroke.to(cell));
    preview.value = [...stroke.preview];
    board.value = history.board;
  }

  function release(): void {
    if (!stroke) return;
    stroke = null;
    preview.value = [];
    history.commit();
    sync();
  }

  function cancelStroke(): boolean {
    if (!stroke) return false;
    stroke = null;
    preview.value = [];
    history.cancel();
    sync();
    return true;
  }

  const stroking = () => stroke !== null;

  // --- Steps from the panels -----------------------------------------------------------------------

  function step(next: EditorBoard): void {
    if (stroke) return;
    history.apply(next);
    sync();
  }

  function newFortress(): void {
    step(addFortress(history.board));
    fortress.value = history.board.fortresses.length - 1;
    tool.value = 'fortress';
  }

  const editFortress = (index: number, patch: Partial<Pick<EditorFortress, 'name' | 'nameEn' | 'home'>>) => step(updateFortress(history.board, index, patch));
  const deleteFortress = (index: number) => step(removeFortress(history.board, index));

  function undo(): void {
    if (stroke) return;
    history.undo();
    sync();
  }

  function redo(): void {
    if (stroke) return;
    history.redo();
    sync();
  }

  return {
    board, depth, tool, ground, size, fortress, deployment, picked, title, open, generation, preview,
    issues, refusals, warnings, highlighted,
    fromTemplate, fromMap, replace, press, extend, release, cancelStroke, stroking, step, newFortress, editFortress, deleteFortress, undo, redo,
  };
});
