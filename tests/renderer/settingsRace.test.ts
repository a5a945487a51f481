/**
 * The CI failure of 2026-12-05 (tests/e2e/layout.test.ts, the table screen at every size): a view that
 * opens while the game master switches the language must end in the new one. The change can come
 * before the view's event stream is open (no event reaches it), or its event can overtake the reply
 * of the view's first look (which then still says the old language). The CI failure of 2026-12-06, the
 * same test: the view's window (ViewerApp.vue) still took its first look's language as it came, over
 * a newer event; its first look is now `startView`, which adopts it as the console's window does.
 */
import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useSettingsStore } from '../../renderer/src/stores/settings';
import { startView } from '../../renderer/src/stores/follow';
import type { Bridge, Language } from '../../shared/bridge/contract';

/** A console whose language the test sets, and whose `app.info` replies the test releases by hand. */
function console_(language: Language) {
  const state = { language, changed: null as ((p: { language: Language }) => void) | null, open: null as (() => void) | null };
  const pending: (() => void)[] = [];
  const bridge = {
    call: (name: string) => {
      // A view's first look also asks what is open: nothing, here.
      if (name === 'campaign.current') return Promise.resolve({ ok: true, value: null });
      if (name !== 'app.info') throw new Error(`unexpected call ${name}`);
      const asked = state.language;
      return new Promise((resolve) => pending.push(() => resolve({ ok: true, value: { language: asked } })));
    },
    on: (_e: string, l: (p: { language: Language }) => void) => ((state.changed = l), () => undefined),
    onOpen: (l: () => void) => ((state.open = l), () => undefined),
  } as unknown as Bridge;
  return { state, pending, bridge };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A fresh window on a console whose language is `language`: its settings store, listening, and the count it starts from. */
function freshWindow(language: Language) {
  const c = console_(language);
  setBridge(c.bridge);
  setActivePinia(createPinia());
  const settings = useSettingsStore();
  settings.init();
  return { c, settings, asked: settings.mark() };
}

describe('the language of a view that opens while it changes', () => {
  it('a change made before the event stream opened is read when it opens', async () => {
    const { c, settings, asked } = freshWindow('en');
    // The first look is answered «en»; then the game master picks Russian; the stream was not open.
    c.pending.length = 0;
    settings.adopt('en', asked);
    c.state.language = 'ru';
    expect(settings.language).toBe('en');
    c.state.open!();
    await flush();
    c.pending.shift()!();
    await flush();
    expect(settings.language).toBe('ru');
  });

  it('a reply asked for before an event is older than it, and is not taken', async () => {
    const { c, settings, asked } = freshWindow('en');
    c.state.changed!({ language: 'ru' });
    settings.adopt('en', asked);
    expect(settings.language).toBe('ru');
    // One asked after the event is taken.
    settings.adopt('en', settings.mark());
    expect(settings.language).toBe('en');
  });

  it('of two looks answered out of order, the later one stands', async () => {
    const { settings } = freshWindow('en');
    const first = settings.mark();
    const second = settings.mark();
    settings.adopt('ru', second);
    settings.adopt('en', first);
    expect(settings.language).toBe('ru');
  });
});

/** A view opening on a console in English: its first look asked, its reply not yet released. */
async function openingView() {
  const { c, settings } = freshWindow('en');
  const started = startView();
  await flush();
  return { c, settings, started };
}

describe("a view's first look (startView)", () => {
  it('is not taken over an event heard while it was asked', async () => {
    const { c, settings, started } = await openingView();
    // The first look was asked while the console said «en»; the game master then picks Russian.
    c.state.language = 'ru';
    c.state.changed!({ language: 'ru' });
    c.pending.shift()!();
    await started;
    expect(settings.language).toBe('ru');
  });

  it("is not taken over the stream's re-read when that was asked later and answered first", async () => {
    const { c, settings, started } = await openingView();
    c.state.language = 'ru';
    c.state.open!();
    await flush();
    // Two replies pending: the first look's («en») and the re-read's («ru»); the re-read's comes first.
    c.pending[1]!();
    await flush();
    c.pending[0]!();
    await started;
    expect(settings.language).toBe('ru');
  });

  it('is taken when nothing newer came', async () => {
    const { c, settings, started } = await openingView();
    c.pending.shift()!();
    await started;
    expect(settings.language).toBe('en');
  });
});
