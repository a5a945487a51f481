/**
 * The «Полководец» rules engine: pure, deterministic, plain-data state.
 *
 *   const game = gameFromScenario(json);            // Result<GameState, SetupError>
 *   legalOrders(game.value)                          // every legal order of the army to move
 *   reduce(state, { kind: 'order', order })         // Result<{ state, events }, Refusal>: the one
 *                                                    // function that changes a state
 *
 * It speaks codes with typed detail, never words: the words are the catalog's (shared/vocab, which
 * imports the engine; the engine imports nothing of it): describeRefusal(error, 'ru').
 */
export * from './types';
export { UNIT_SPECS, UNIT_TYPES, RECRUITABLE_TYPES, COMMAND_RADIUS, BATTERY_RANGE, MARSHAL_COST, TROPHY_PER_CELL, isCommanderType, type UnitClass, type UnitSpec } from './units';
export { boardOf, chebyshev } from './board';
export { sampleLegalOrder } from './sample';
export { legalOrders, checkOrder, explainRefusal, commandersToOrder, needsMarshal, freeOwnFortressCells, type LegalOrder, type CheckResult } from './legal';
export { applyOrder, endMove, appointMarshal, correctDepots } from './apply';
export { reduce, ACTION_KINDS, actionToEntry, actionFromEntry, noteOfEntry, sourceOfEntry, actionCommander, plainOrder, type ActionNote, type EntryNote, type EntrySource, type SourceNote, type Action, type ActionKind, type OrderAction, type EndMoveAction, type AppointAction, type CorrectionAction } from './actions';
export { standings, strengthOf, leader, armiesInPlay, type ArmyStanding } from './standings';
export { parseScenario, parseScenarioText, createGame, createGameWithEvents, gameFromScenario, withoutByteOrderMark, SCENARIO_FORMAT, SETUP_CODES, type ScenarioSetup, type ScenarioJson, type SetupError, type SetupCode, type SetupDetails } from './scenario';
export { makeScenario } from './scenarioExport';
export { SCENARIO_LIMITS } from './limits';
export { DEFAULT_MAP } from './defaultMap';
export { toHalves, fromHalves, depotCards, type DepotCards } from './depots';
export { MAP_FORMAT, DEFAULT_SHEET, DEFAULT_SHEETS, DEFAULT_HOMES, sheetsOf, sheetColumns, newMap, newMapProblem, defaultMapForEditing, mapFromScenario, mapToJson, mapFileJson, serializeMap, parseMapFile, readMapDraft, draftOf, type MapFileJson, type NewMapOptions } from './mapFormat';
export { validateMap, FORTRESS_CELLS, MAP_ISSUE_CODES, MAP_REFUSAL_CODES, MAP_WARNING_CODES, type MapIssue, type MapIssueCode, type MapIssueDetails, type MapIssueSeverity, type MapValidation, type MapDeploymentUnit } from './mapValidate';
export { homeFortresses, deployOnMap, type ArmyPlan, type CorpsPlan, type DeployedUnit, type DeployResult } from './mapDeploy';
export { MAX_SHEETS, type ScenarioMapJson } from './scenarioMap';
