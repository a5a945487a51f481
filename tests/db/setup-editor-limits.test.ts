/**
 * The window's setup editor gets the scenario limits for free (issue 11): it edits the exported
 * scenario and sends it back through `campaign.editSetup`, which goes through the same parser as
 * `polk new`. A hostile edit is a failure naming the field, and the campaign is left as it was.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Failure, Reply } from '../../shared/bridge/contract';
import type { ScenarioJson } from '../../shared/rules/polkovodets';
import { createHandlers } from '../../main/app/handlers';
import { service, SMALL, tempDir } from './helpers';

function value<T>(r: Reply<T> | Promise<Reply<T>>): T {
  const reply = r as Reply<T>;
  if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}`);
  return reply.value;
}

describe('the setup editor and campaign.create keep to the scenario limits', () => {
  it('refuses hostile edits with the field named and keeps the deployment', () => {
    const dir = tempDir('setup-limits');
    const handlers = createHandlers(service({ dataDir: join(dir, 'data') }), { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    value(handlers['campaign.create']({ name: 'c', scenario: SMALL }));
    const exported = (): ScenarioJson => JSON.parse(JSON.stringify(value(handlers['campaign.exportScenario']({})).scenario)) as ScenarioJson;
    const before = JSON.stringify(exported());
    const edits: [string, (s: ScenarioJson) => unknown, string, string][] = [
      ['depots 1e300', (s) => ({ ...s, depots: { ...s.depots, A: 1e300 } }), 'setup/out_of_range', 'depots.A'],
      ['turn limit 2^60', (s) => ({ ...s, turnLimit: 2 ** 60 }), 'setup/out_of_range', 'turnLimit'],
      ['an unknown key on a unit', (s) => ({ ...s, units: s.units.map((u, i) => (i === 1 ? { ...u, colour: 'red' } : u)) }), 'setup/unknown_field', 'units[1].colour'],
      ['an unknown key on an inline fortress', (s) => ({ ...s, map: s.map === 'default' ? s.map : { ...s.map, fortresses: s.map.fortresses.map((f, i) => (i === 0 ? { ...f, colour: 'red' } : f)) } }), 'setup/unknown_field', 'map.fortresses[0].colour'],
      ['an object as owner of __proto__', (s) => JSON.parse(JSON.stringify(s).replace('"fortressOwners":{', '"fortressOwners":{"__proto__":{"x":1},')), 'setup/army_unknown', 'fortressOwners.__proto__'],
      ['a serial near 2^53', (s) => ({ ...s, serial: 2 ** 53 - 1 }), 'setup/out_of_range', 'serial'],
      ['a unit id near 2^53', (s) => ({ ...s, units: s.units.map((u, i) => (i === 0 ? { ...u, id: 'A9007199254740991' } : u)) }), 'setup/unit_id_number', 'units[0].id'],
    ];
    for (const [label, edit, code, field] of edits) {
      const r = handlers['campaign.editSetup']({ scenario: edit(exported()) }) as Reply<unknown>;
      expect(r.ok, label).toBe(false);
      const e = (r as { error: Failure }).error;
      expect([label, e.code, e.detail?.field]).toEqual([label, code, field]);
      expect(e.message.ru).toContain(field);
      expect(e.message.en).toContain(field);
      expect(JSON.stringify(exported())).toBe(before);
    }
    // A fortress renamed `__proto__` in the editor is just a name.
    const renamed = JSON.parse(JSON.stringify(exported()).replaceAll('Цитадель', '__proto__')) as ScenarioJson;
    value(handlers['campaign.editSetup']({ scenario: renamed }));
    expect(exported().fortressOwners).toEqual(JSON.parse('{"__proto__":"A","Фольварк":"N"}'));
    const bad = handlers['campaign.create']({ name: 'd', scenario: { ...SMALL, depots: { A: 2 ** 53 } } }) as Reply<unknown>;
    expect(!bad.ok && (bad as { error: Failure }).error.code).toBe('setup/out_of_range');
    handlers.dispose();
  });
});
