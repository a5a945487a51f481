/** The desktop console's native file dialogs: asked only in Electron, a cancel changes nothing. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario } from './support/scenarios';

describe('choosing files', () => {
  let fake: FakeConsole;

  beforeEach(() => {
    fake = new FakeConsole();
    setBridge(fake.bridge());
    setActivePinia(createPinia());
  });

  it('in a browser there is no dialog: nothing is asked', async () => {
    const campaign = useCampaignStore();
    await campaign.init();
    expect(await campaign.chooseFile('open')).toBeNull();
    expect(fake.calls.some((c) => c.name === 'app.chooseFile')).toBe(false);
  });

  it('in Electron the chosen campaign opens; a cancel opens nothing', async () => {
    const campaign = useCampaignStore();
    // A campaign to find on disk, then the desktop console's answers.
    await campaign.init();
    expect((await campaign.create({ name: 'Диалог', scenario: smallScenario() })).ok).toBe(true);
    const path = campaign.view!.path;
    await campaign.close();
    let answer: string | null = null;
    fake.handlers['app.info'] = () => ({ ok: true, value: { version: '0', mode: 'electron', language: 'ru', campaignsDir: '/fake/campaigns' } });
    fake.handlers['app.chooseFile'] = () => ({ ok: true, value: { path: answer } });
    await campaign.init();

    await campaign.chooseAndOpen('open');
    expect(campaign.view).toBeNull();

    answer = path;
    await campaign.chooseAndOpen('open');
    expect(campaign.view?.path).toBe(path);
    expect(fake.calls.filter((c) => c.name === 'app.chooseFile').map((c) => c.args)).toEqual([{ purpose: 'open' }, { purpose: 'open' }]);
  });
});
