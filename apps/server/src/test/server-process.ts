import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverDir } from '../lib/paths.js';

export interface ServerProcess {
  /** http://127.0.0.1:<port> once the server has said where it listens. */
  base: Promise<string>;
  /** Exit code and everything written, once the process has ended. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The real server in its own process, started from source as `npm run dev` does, on a port the system picks
 * (PORT=0): `base` resolves when its log says where it listens. Only the given environment, and PATH, reach it.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  const base = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /Tradewind is at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then(({ code }) => reject(new Error(`the server exited with ${code} before listening:\n${stderr}`)));
  });
  base.catch(() => {}); // a caller that only waits for the exit (a refused start) never reads it
  return { base, exited, kill: (signal) => child.kill(signal) };
}
