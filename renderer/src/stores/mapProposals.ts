/**
 * The proposed moves the console's map draws alike (map/proposal.ts): the machine's (stores/bots.ts,
 * issue 22 item 2) and a player's whole move waiting for the game master under the «wait for me»
 * policy (stores/access.ts, issue 23 item 5) — each with the steps kept, those the dry run refuses
 * and the row under the pointer. A look's `key` changes when a new proposal arrives (it is framed).
 */
import { defineStore } from 'pinia';
import { computed } from 'vue';
import { stepsOfActions, type ProposalLook } from '../map/proposal';
import { useAccessStore } from './access';
import { useBotsStore } from './bots';
import { useCampaignStore } from './campaign';

export type MapProposal = Omit<ProposalLook, 'scale'> & { readonly key: string };

export const useMapProposalsStore = defineStore('mapProposals', () => {
  const bots = useBotsStore();
  const access = useAccessStore();
  const campaign = useCampaignStore();

  const looks = computed<MapProposal[]>(() => {
    const out: MapProposal[] = [];
    const p = bots.proposal;
    if (p) out.push({ key: `machine:${p.job}`, army: p.army, steps: p.steps!, kept: bots.kept, refused: new Set(bots.refused.keys()), lit: bots.lit });
    // A player's waiting move for the army to move, made on the position shown (not while looking back).
    const view = campaign.view;
    const w = view && campaign.live ? access.proposals.find((q) => q.army === view.state.toMove && q.basedOn === view.seq) : undefined;
    if (view && w) {
      const off = access.unticked[w.army] ?? [];
      out.push({
        key: `player:${w.army}@${w.at}`,
        army: w.army,
        steps: stepsOfActions(view.state, w.actions),
        kept: new Set(w.actions.map((_, i) => i).filter((i) => !off.includes(i))),
        refused: new Set((access.checks[w.army]?.refused ?? []).map((r) => r.index)),
        lit: access.lit?.army === w.army ? access.lit.index : null,
      });
    }
    return out;
  });

  return { looks };
});
