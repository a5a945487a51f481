/**
 * `polk`'s entry (built into out/cli/polk.mjs, started by bin/polk.mjs). The command line is
 * run.ts; the command table, commands.ts; one file per command family: campaignFiles.ts (new,
 * state, export, verify), orders.ts (legal, order, end-move, appoint, undo, redo), summaries.ts,
 * battles.ts (referee, battles, battle).
 */
export { main, run, type Io } from './run';
