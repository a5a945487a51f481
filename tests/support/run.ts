/** A child process run to its end: its output and exit status (the concurrent-writer tests). */
import { spawn, type ChildProcess } from 'node:child_process';

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

/** Stop a child process started by a test (SIGTERM) and wait until it has exited. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
