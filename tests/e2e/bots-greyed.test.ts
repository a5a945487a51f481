/**
 * The machine's proposal at the console (issue 22 item 2): a later step that unticking an earlier one
 * makes illegal is greyed with its reason, from the dry run of the kept steps, and the kept steps
 * cannot be accepted while it is; ticking the earlier step again makes it legal again. The position
 * is deterministic: the standard preset of the default map, seed 1, the army to move played at the
 * «greedy» level (pure and seeded), whose fourth row (index 3, a cavalry march) passes the cell its
 * third row's commander (index 2) leaves — unticked, he still stands there and the march is blocked.
 */
import { expect, it } from 'vitest';
import { tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';
import { chromiumAvailable, consoleSuite, shot, until, createCampaign } from './support';
import { skippable } from '../support/skips';
import { describeRefusal } from '../../shared/vocab';

const when = skippable(import.meta.url);

const ARMY_LETTER: Record<string, string> = { Россия: 'A', Франция: 'N', Австрия: 'F' };

when.describe({ 'no-chromium': !chromiumAvailable() })('a step greyed because an earlier one was unticked, in Chromium', { timeout: 120_000 }, () => {
  // The bots' worker bundled from its source, as scripts/build.mjs bundles it into out/bots/.
  const ui = consoleSuite(async () => ({ botWorkerUrl: await bundleWorker(tempDir('bots-greyed-worker')), viewport: { width: 1366, height: 768 } }));

  const step = (i: number) => ui.page.locator(`[data-testid=bots-proposal] li[data-step="${i}"]`);

  it('unticking the third row greys the fourth with the engine\'s reason; ticking it again clears it', async () => {
    await createCampaign(ui.page, 'Серый шаг', 1, 'standard');
    const text = (await ui.page.locator('[data-testid=to-move]').innerText()).trim();
    const army = Object.entries(ARMY_LETTER).find(([name]) => text.includes(name))![1];
    await ui.page.locator('[data-testid=bots-panel]').waitFor();
    await ui.page.selectOption(`[data-testid=bots-level-${army}]`, 'greedy');
    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    expect(await ui.page.locator('[data-testid=bots-proposal] li').count()).toBe(5);
    const last = 4;
    expect(await step(2).getAttribute('data-kind')).toBe('order');
    expect(await step(3).getAttribute('data-kind')).toBe('order');
    expect(await ui.page.locator('[data-testid=bots-proposal] li.illegal').count()).toBe(0);

    await ui.page.click('[data-testid=bots-step-2]');
    // The end of move is unticked with it (issue 22), and the dry run greys step 3 with its reason.
    expect(await ui.page.isChecked(`[data-testid=bots-step-${last}]`)).toBe(false);
    await ui.page.locator('[data-testid=bots-step-refused-3]').waitFor();
    expect(await step(3).getAttribute('class')).toContain('illegal');
    expect(await ui.page.isChecked('[data-testid=bots-step-3]')).toBe(true);
    // The reason: its path is blocked by troops on the cell the third row's unit would have left.
    const [x, y] = (await step(2).getAttribute('data-from'))!.split(',').map(Number);
    const said = (await ui.page.locator('[data-testid=bots-step-refused-3]').innerText()).trim();
    expect(said).toBe(describeRefusal({ code: 'order/blocked_path', detail: { x, y, by: 'unit' } } as Parameters<typeof describeRefusal>[0], 'ru'));
    // Only step 3 is greyed: the others stay as they were.
    expect(await ui.page.locator('[data-testid=bots-proposal] li.illegal').count()).toBe(1);
    // The kept steps cannot be accepted while one of them is refused.
    expect(await ui.page.isDisabled('[data-testid=bots-accept]')).toBe(true);
    await shot(ui.page, 'bots-greyed-step-1366');

    // Ticked again: step 3 is legal again, and the kept steps can be accepted.
    await ui.page.click('[data-testid=bots-step-2]');
    await ui.page.locator('[data-testid=bots-step-refused-3]').waitFor({ state: 'detached' });
    await until(async () => (await ui.page.locator('[data-testid=bots-proposal] li.illegal').count()) === 0, 'no step greyed');
    expect(await ui.page.isDisabled('[data-testid=bots-accept]')).toBe(false);
    await ui.page.click('[data-testid=bots-reject]');
    expect(ui.errors).toEqual([]);
  });
});
