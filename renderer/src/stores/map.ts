/**
 * What the game master is doing on the map: the selection (commander, unit), the hovered cell, the
 * order in flight, the last message (an engine refusal in words, or a hint), and the setup and
 * appointment modes. Clicks arrive as cells; the view model says what they mean; orders go to the
 * campaign store. Highlights are derived from the engine's legal orders only.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Bilingual } from '../../../shared/bridge/contract';
import { checkOrder, freeOwnFortressCells, type Army, type Cell, type Order, type UnitType } from '../../../shared/rules/polkovodets';
import { describeRefusal } from '../../../shared/vocab';
import { NO_HIGHLIGHTS, NO_SELECTION, commanderEntries, commanderFor, highlights as computeHighlights, pickIntent, reconcileSelection, resolveClick, unitAt, unitById, type Highlights, type Selection } from '../map/viewModel';
import { blockedCells, patternRays, type PatternRay } from '../map/pattern';
import type { Message } from '../i18n/messages';
import { useBridge } from '../bridge/provide';
import { useCampaignStore } from './campaign';

export type { Message };

export type SetupPick = { readonly kind: 'unit'; readonly id: string } | { readonly kind: 'add'; readonly army: Army; readonly type: UnitType } | null;

export const useMapStore = defineStore('map', () => {
  const campaign = useCampaignStore();
  const selection = ref<Selection>(NO_SELECTION);
  const hover = shallowRef<Cell | null>(null);
  /** The order sent and not yet answered: further picks wait. */
  const pending = shallowRef<Order | null>(null);
  const message = shallowRef<Message | null>(null);
  /**
   * The window's own log of refusals (issue 22 item 3): a refused order changes nothing in the
   * campaign, so its log stays untouched; the window keeps what it was told, newest first.
   */
  const refusals = ref<{ readonly text: Bilingual; readonly code: string; readonly turn: number }[]>([]);
  /**
   * The map follows the game (frames the army to move when the move passes): one of the console's
   * settings (`settings.setFollow`, kept in its settings file with the language); on unless turned off.
   */
  const followChoice = ref<boolean | null>(null);
  const follow = computed<boolean>({
    get: () => followChoice.value ?? campaign.info?.follow ?? true,
    set: (on) => {
      followChoice.value = on;
      void useBridge().call('settings.setFollow', { follow: on });
    },
  });
  /** Setup mode: the game master edits the deployment instead of giving orders. */
  const setupMode = ref(false);
  const setupPick = shallowRef<SetupPick>(null);
  /** The recruitment dialog's request: the commander, and the cell when picked on the map. */
  const recruit = shallowRef<{ readonly commander: string; readonly cell: Cell | null } | null>(null);

  const canOrder = computed(() => campaign.playing && campaign.legalReady && !campaign.marshalNeeded && !setupMode.value);

  const highlights = computed<Highlights>(() => {
    const state = campaign.state;
    if (!state || !canOrder.value) return NO_HIGHLIGHTS;
    return computeHighlights(state, campaign.legal, selection.value);
  });

  /** The picked unit's move and strike rays, from the engine's unit tables. */
  const pattern = computed<PatternRay[]>(() => {
    const state = campaign.state;
    const unit = state && canOrder.value ? unitById(state, selection.value.unit) : null;
    return unit ? patternRays(state!, unit) : [];
  });

  /**
   * Cells of the pattern a click would not make an order of, each with the engine's own reason
   * (`checkOrder` → `explainRefusal`, in both languages): drawn as blocked, told on hover.
   */
  const blocked = computed<{ readonly cell: Cell; readonly code: string; readonly reason: Bilingual }[]>(() => {
    const state = campaign.state;
    const unit = state && canOrder.value ? unitById(state, selection.value.unit) : null;
    if (!state || !unit || unit.army !== state.toMove) return [];
    const giver = selection.value.commander ?? commanders.value.find((e) => e.status === 'left')?.unit.id;
    if (!giver) return [];
    const out = [];
    for (const b of blockedCells(state, unit, highlights.value, giver)) {
      const r = checkOrder(state, b.order);
      if (!r.ok) out.push({ cell: b.cell, code: r.error.code, reason: { ru: describeRefusal(r.error, 'ru'), en: describeRefusal(r.error, 'en') } });
    }
    return out;
  });

  /** Which commander may order a unit now (the engine lists an order of it for him), or null. */
  function commanderOf(unitId: string): string | null {
    const state = campaign.state;
    if (!state || !canOrder.value) return null;
    return commanderFor(state, campaign.legal, unitId, selection.value.commander);
  }

  /**
   * A unit dragged from one cell to another: pick it, then the drop is a click on the target cell
   * (a listed move or strike is given; anything else is sent for the engine's reason).
   */
  async function dragUnit(from: Cell, to: Cell): Promise<void> {
    const state = campaign.state;
    if (!state || !canOrder.value || pending.value) return;
    const u = unitAt(state, from[0], from[1]);
    if (!u || u.army !== state.toMove) return;
    if (selection.value.unit !== u.id) {
      const intent = resolveClick(state, campaign.legal, { commander: selection.value.commander, unit: null }, from);
      const picked = intent.kind === 'select' && (intent.selection.unit === u.id || (intent.selection.commander === u.id && !intent.selection.unit));
      if (!picked) return;
      selection.value = intent.selection;
    }
    await clickCell(to);
  }

  /** The army to move's commanders (in history: as they stood then, with no orders to give). */
  const commanders = computed(() => (campaign.state ? commanderEntries(campaign.state, campaign.live ? campaign.legal : []) : []));

  /** Where a new marshal may be appointed (the engine's own list of free own fortress cells). */
  const appointCells = computed<Cell[]>(() => {
    const state = campaign.view?.state;
    if (!state || !campaign.marshalNeeded) return [];
    return freeOwnFortressCells(state, state.toMove);
  });

  /** A refusal in words: shown (beside `cell` on the map) and kept in the window's log. */
  let refusedAt = -1;
  function refuse(error: { readonly message: Bilingual; readonly code: string }, cell?: Cell): void {
    refusedAt = campaign.view?.seq ?? -1;
    message.value = { tone: 'refusal', text: error.message, code: error.code, ...(cell ? { cell: [cell[0], cell[1]] as const } : {}) };
    refusals.value = [{ text: error.message, code: error.code, turn: campaign.state?.turn ?? 0 }, ...refusals.value].slice(0, 20);
  }

  /** The game master closes the message (the refusal over the map). */
  function dismiss(): void {
    message.value = null;
  }

  function say(m: Message | null): void {
    message.value = m;
  }

  function clear(): void {
    selection.value = NO_SELECTION;
    recruit.value = null;
    setupPick.value = null;
    message.value = null;
  }

  function selectCommander(id: string): void {
    if (!canOrder.value) return;
    selection.value = selection.value.commander === id && !selection.value.unit ? NO_SELECTION : { commander: id, unit: null };
    const entry = commanders.value.find((c) => c.unit.id === id);
    message.value = entry && entry.status !== 'left' ? { tone: 'hint', hint: { key: entry.status === 'given' ? 'commanderDone' : 'commanderNew', params: { unit: id } } } : null;
  }

  /**
   * Pick a unit of the army to move by its id, as a click on its counter would (the order of battle,
   * the keys I and C): true when picked. Another army's unit, or a moment without orders, picks nothing.
   */
  function selectUnit(id: string): boolean {
    const state = campaign.state;
    if (!state || !campaign.live || !canOrder.value || pending.value) return false;
    const intent = pickIntent(state, campaign.legal, id, selection.value.commander);
    if (!intent) return false;
    recruit.value = null;
    setupPick.value = null;
    selection.value = intent.selection;
    message.value = intent.hint ? { tone: 'hint', hint: intent.hint } : null;
    return true;
  }

  function selectByDigit(digit: number): void {
    const entry = commanders.value.find((c) => c.digit === digit);
    if (entry) selectCommander(entry.unit.id);
  }

  /** Send an order, listed or not: a refusal comes back in the engine's words and is shown as such. */
  async function send(order: Order): Promise<boolean> {
    if (pending.value) return false;
    pending.value = order;
    try {
      const r = await campaign.order(order);
      if (!r.ok) {
        refuse(r.error, order.to);
        return false;
      }
      const state = campaign.view!.state;
      selection.value = reconcileSelection(state, campaign.legal, { commander: selection.value.commander, unit: null });
      message.value = null;
      return true;
    } finally {
      pending.value = null;
    }
  }

  /** The one entry point for a click (or tap) on a map cell. */
  async function clickCell(cell: Cell): Promise<void> {
    const state = campaign.state;
    if (!state || pending.value) return;
    if (!campaign.live) {
      message.value = { tone: 'hint', hint: { key: 'historyReadOnly' } };
      return;
    }
    if (setupMode.value) return setupClick(cell);
    if (campaign.marshalNeeded) {
      const r = await campaign.appointMarshal(cell);
      if (r.ok) message.value = null;
      else refuse(r.error, cell);
      return;
    }
    if (!campaign.legalReady) return;
    const intent = resolveClick(state, campaign.legal, selection.value, cell);
    switch (intent.kind) {
      case 'select':
        selection.value = intent.selection;
        message.value = intent.hint ? { tone: 'hint', hint: intent.hint } : null;
        return;
      case 'order':
      case 'try':
        await send(intent.order);
        return;
      case 'recruit':
        recruit.value = { commander: intent.commander, cell: intent.cell };
        return;
      case 'none':
        message.value = intent.hint ? { tone: 'hint', hint: intent.hint } : null;
    }
  }

  function openRecruit(): void {
    const c = selection.value.commander;
    if (!canOrder.value) return;
    if (!c) {
      message.value = { tone: 'hint', hint: { key: 'pickCommanderFirst' } };
      return;
    }
    recruit.value = { commander: c, cell: null };
  }

  async function recruitUnit(commander: string, type: UnitType, cell: Cell): Promise<boolean> {
    const ok = await send({ kind: 'recruit', commander, recruit: type, to: [cell[0], cell[1]] });
    if (ok) recruit.value = null;
    return ok;
  }

  // --- Setup (before the first order) ------------------------------------------------------------

  function setSetupMode(on: boolean): void {
    setupMode.value = on && !!campaign.view?.setupPhase;
    selection.value = NO_SELECTION;
    setupPick.value = null;
    message.value = null;
  }

  async function editSetup(edit: Parameters<typeof campaign.editSetup>[0]): Promise<boolean> {
    const r = await campaign.editSetup(edit);
    if (r.ok) message.value = null;
    else refuse(r.error);
    return r.ok;
  }

  function freeId(ids: Set<string>, army: Army): string {
    for (let n = ids.size + 1; ; n++) if (!ids.has(`${army}${n}`)) return `${army}${n}`;
  }

  async function setupClick(cell: Cell): Promise<void> {
    const state = campaign.state!;
    const [x, y] = cell;
    const occupant = unitAt(state, x, y);
    const pick = setupPick.value;
    if (occupant) {
      setupPick.value = pick?.kind === 'unit' && pick.id === occupant.id ? null : { kind: 'unit', id: occupant.id };
      return;
    }
    if (!pick) return;
    if (pick.kind === 'unit') {
      const id = pick.id;
      if (await editSetup((s) => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, x, y } : u)) }))) setupPick.value = { kind: 'unit', id };
      return;
    }
    const { army, type } = pick;
    await editSetup((s) => ({ ...s, units: [...s.units, { id: freeId(new Set(s.units.map((u) => u.id)), army), army, type, x, y }] }));
  }

  async function removePicked(): Promise<void> {
    const pick = setupPick.value;
    if (pick?.kind !== 'unit') return;
    const unit = unitById(campaign.state!, pick.id);
    if (unit && unit.type === 'marshal') {
      message.value = { tone: 'hint', hint: { key: 'setupMarshalStays' } };
      return;
    }
    if (await editSetup((s) => ({ ...s, units: s.units.filter((u) => u.id !== pick.id) }))) setupPick.value = null;
  }

  function pickToAdd(army: Army, type: UnitType): void {
    setupPick.value = { kind: 'add', army, type };
  }

  /** After any change of the view: drop what no longer applies. */
  function reconcile(): void {
    const state = campaign.state;
    // A refusal stays until the next action: any change of the position (here or elsewhere) ends it.
    if (message.value?.tone === 'refusal' && campaign.view?.seq !== refusedAt) message.value = null;
    if (!state || !campaign.live) {
      selection.value = NO_SELECTION;
      return;
    }
    if (!campaign.view?.setupPhase) setupMode.value = false;
    if (campaign.legalReady) selection.value = reconcileSelection(state, campaign.legal, selection.value);
    const pick = setupPick.value;
    if (pick?.kind === 'unit' && !unitById(state, pick.id)) setupPick.value = null;
  }

  return {
    selection, hover, pending, message, refusals, follow, setupMode, setupPick, recruit,
    canOrder, highlights, commanders, appointCells, pattern, blocked,
    say, dismiss, clear, selectCommander, selectUnit, selectByDigit, send, clickCell, dragUnit, commanderOf, openRecruit, recruitUnit,
    setSetupMode, setupClick, removePicked, pickToAdd, reconcile,
  };
});
