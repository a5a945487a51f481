/** Undo and redo in the map editor: its own history of boards (the model's boards are never changed). */
import type { EditorBoard } from './model';

/**
 * The editor's own history: the boards before and after. A brush stroke is one step however many
 * cells it crossed: `begin()` at the pointer's press, `preview()` while it moves, `commit()` at its
 * release. At most `limit` steps are kept.
 */
export class EditorHistory {
  private past: EditorBoard[] = [];
  private future: EditorBoard[] = [];
  private strokeBase: EditorBoard | null = null;

  constructor(
    private current: EditorBoard,
    private readonly limit = 200,
  ) {}

  get board(): EditorBoard {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0 && !this.strokeBase;
  }

  get canRedo(): boolean {
    return this.future.length > 0 && !this.strokeBase;
  }

  get depth(): { undo: number; redo: number } {
    return { undo: this.past.length, redo: this.future.length };
  }

  /** One whole step (a fill, a rectangle, a rename). Nothing changed: no step. */
  apply(next: EditorBoard): boolean {
    if (this.strokeBase) return this.preview(next);
    if (next === this.current) return false;
    this.past.push(this.current);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.current = next;
    return true;
  }

  begin(): void {
    this.strokeBase ??= this.current;
  }

  /** The stroke so far (not yet a step). */
  preview(next: EditorBoard): boolean {
    if (next === this.current) return false;
    this.current = next;
    return true;
  }

  /** End the stroke: one step, if it changed anything. */
  commit(): void {
    const base = this.strokeBase;
    this.strokeBase = null;
    if (!base || base === this.current) return;
    this.past.push(base);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  /** Drop the stroke in progress (Esc): back to the board before it. */
  cancel(): void {
    if (this.strokeBase) this.current = this.strokeBase;
    this.strokeBase = null;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.future.push(this.current);
    this.current = this.past.pop()!;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.past.push(this.current);
    this.current = this.future.pop()!;
    return true;
  }

  /** A new board altogether (a template, a loaded map): history starts again. */
  reset(board: EditorBoard): void {
    this.past = [];
    this.future = [];
    this.strokeBase = null;
    this.current = board;
  }
}
