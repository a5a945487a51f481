// Issue 25, item 8 (failure 12, "an aborted request body is logged as a bug with a stack in
// web.log; a view can grow the log without limit"): a body the client aborts is one warning line,
// no stack, nothing logged as a bug (the log's rotation: tests/app/bugLog.test.ts).
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startServer } from '../../main/net/listener';

describe('an aborted request body', () => {
  it('is one line in the log, no stack, and nothing is answered as a bug', async () => {
    const lines: { level: string; message: string; meta: unknown }[] = [];
    const log = {
      info: () => undefined,
      warn: (message: string, meta?: unknown) => lines.push({ level: 'warn', message, meta }),
      error: (message: string, meta?: unknown) => lines.push({ level: 'error', message, meta }),
    };
    const server = await startServer({ handlers: {} as never, staticDir: '/nonexistent', log });
    try {
      await new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port: server.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token, 'Content-Length': '100000' } });
        req.on('error', () => resolve());
        req.write('{"a":');
        setTimeout(() => req.destroy(), 50);
        req.on('close', () => resolve());
      });
      for (let i = 0; i < 50 && !lines.some((l) => l.message.startsWith('request aborted')); i++) await new Promise((r) => setTimeout(r, 20));
      const aborted = lines.filter((l) => l.message.startsWith('request aborted'));
      expect(aborted).toHaveLength(1);
      expect(aborted[0]!.level).toBe('warn');
      expect(aborted[0]!.message).toBe('request aborted: POST /api/call/app.info');
      expect(aborted[0]!.meta).toBeUndefined();
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
