import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverArgs } from '../../../scripts/ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the counts of the boot's upload sweep. */
  swept: Promise<Record<string, number>>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server in a child process on a free port; resolves once it listens. It runs the
 * build `npm start` runs (dist/server), which the integration global setup brings up to date.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.resume();
  const lines = createInterface({ input: child.stdout! });
  let onSwept: (counts: Record<string, number>) => void = () => {};
  const swept = new Promise<Record<string, number>>((resolve) => (onSwept = resolve));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
    lines.on('line', (line) => {
      if (line.includes('Hatchery is running')) resolve();
      if (line.includes('upload sweep finished'))
        onSwept((JSON.parse(line) as { sweep: Record<string, number> }).sweep);
    });
  });
  return { url, child, swept };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript script of the project (as npm would) and collects its output and exit code. */
export function runScript(script: string, env: Record<string, string>): Promise<Run> {
  return run(['--import', 'tsx', script], env);
}

/** Runs the built server (as `npm start` does) until it exits, and collects its output and exit code. */
export function runServer(env: Record<string, string>): Promise<Run> {
  return run(serverArgs, env);
}

async function run(args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/**
 * The built server with stdout a pipe (as in `npm start | tee log`), read until every pattern
 * matches what it printed; then it is stopped and the output answered.
 */
export async function readPipedServer(env: Record<string, string>, until: RegExp[]): Promise<string> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.resume();
  let stdout = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${stdout}`)));
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
        if (until.every((r) => r.test(stdout))) resolve();
      });
    });
  } finally {
    child.kill('SIGTERM');
  }
  return stdout;
}
