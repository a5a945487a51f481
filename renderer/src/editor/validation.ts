/**
 * The editor's live validation: the map validation's refusals and warnings for the board being
 * drawn (`validateMap`: the rules are the map format's own, not the editor's), each with its words
 * in both languages (shared/vocab/mapIssues.ts) and the cells at fault.
 */
import type { Bilingual } from '../../../shared/bridge/contract';
import { validateMap, type Army, type Cell, type MapDeploymentUnit, type UnitType } from '../../../shared/rules/polkovodets';
import { describeMapIssue } from '../../../shared/vocab/mapIssues';
import { boardToMap, type EditorBoard } from './model';

export interface Deployed {
  readonly id: string;
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
}

export interface EditorIssue {
  readonly severity: 'refusal' | 'warning';
  readonly code: string;
  readonly message: Bilingual;
  readonly cells: readonly Cell[];
}

/** Refusals first, then warnings, each in the validation's order. */
export function boardIssues(board: EditorBoard, deployment: readonly Deployed[]): EditorIssue[] {
  const map = boardToMap(board);
  const { refusals, warnings } = validateMap(map, deployment as readonly MapDeploymentUnit[]);
  return [...refusals, ...warnings].map((issue) => ({
    severity: issue.severity,
    code: issue.code,
    message: { ru: describeMapIssue(issue, 'ru', map), en: describeMapIssue(issue, 'en', map) },
    cells: issue.cells,
  }));
}
