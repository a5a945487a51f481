/** `npm run web -- …`: the browser-mode server's arguments (main/policy/serveArgs.ts, by parseArgs). */
import { describe, expect, it } from 'vitest';
import { parseServeArgs, SERVE_USAGE } from '../../main/policy/serveArgs';

const ok = (argv: string[]) => {
  const r = parseServeArgs(argv);
  if (!r.ok) throw new Error(`${argv.join(' ')}: ${r.message.en}`);
  return r.args;
};
const refused = (argv: string[]) => {
  const r = parseServeArgs(argv);
  if (r.ok) throw new Error(`${argv.join(' ')} was accepted`);
  return r.message;
};

describe('npm run web arguments', () => {
  it('take every option in both spellings, and the help switch', () => {
    expect(ok(['--port', '0'])).toEqual({ port: 0, dataDir: null, staticDir: null, lan: null, help: false });
    expect(ok(['--port=65535', '--data-dir=/d', '--static-dir', '/s'])).toEqual({ port: 65535, dataDir: '/d', staticDir: '/s', lan: null, help: false });
    expect(ok(['-h']).help).toBe(true);
    expect(ok(['--help', '--port', '1']).help).toBe(true);
    // The last of a repeated option counts, as before.
    expect(ok(['--port', '1', '--port', '2']).port).toBe(2);
  });

  it('refuse what is not a port, a missing folder, and anything unknown, in both languages', () => {
    expect(refused(['--port', '65536']).en).toBe('--port: expected a port number from 0 to 65535, got "65536".');
    expect(refused(['--port', '1.5']).ru).toBe('--port: нужен номер порта от 0 до 65535, указано «1.5».');
    expect(refused(['--port']).en).toContain('got ""');
    expect(refused(['--data-dir']).ru).toBe('--data-dir: нужна папка.');
    expect(refused(['--static-dir=']).en).toBe('--static-dir: expected a folder.');
    const unknown = refused(['-x']);
    expect(unknown.ru).toBe(`Неизвестный параметр «-x».\n${SERVE_USAGE.ru}`);
    expect(unknown.en).toBe(`Unknown option "-x".\n${SERVE_USAGE.en}`);
    expect(refused(['--', 'stray']).en).toContain('Unknown option "stray"');
    expect(refused(['--host=0.0.0.0']).en).toContain('Unknown option "--host"');
  });
});

describe('--lan (issue 14)', () => {
  it('takes one IPv4 address, and refuses anything else in both languages', () => {
    expect(ok(['--lan', '192.168.1.5']).lan).toBe('192.168.1.5');
    expect(ok(['--lan=127.0.0.2', '--port', '8080'])).toEqual({ port: 8080, dataDir: null, staticDir: null, lan: '127.0.0.2', help: false });
    expect(refused(['--lan']).en).toContain('--lan: expected');
    expect(refused(['--lan', 'club.local']).ru).toContain('нужен адрес IPv4');
    expect(refused(['--lan', '192.168.1.256']).en).toContain('"192.168.1.256"');
    expect(refused(['--lan', '::1']).en).toContain('IPv4');
    expect(SERVE_USAGE.en).toContain('--lan ADDRESS');
    expect(SERVE_USAGE.ru).toContain('--lan АДРЕС');
  });
});
