/** A child process run to its end: its output and exit status (the concurrent-writer tests). */
import { spawn } from 'node:child_process';

export function runToEnd(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (status) => done({ status, out, err }));
  });
}
