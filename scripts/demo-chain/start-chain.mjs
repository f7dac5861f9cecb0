// `npm run demo` starts a local hardhat chain next to the server (8545 when free, else a free
// port). The node runs in its own process group and exits when this process does (the
// tests/chain/hardhat-node.cjs wrapper watches its parent), so stopping the server stops it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const DEMO_CHAIN_ID = 31337;

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function chainIdAt(rpcUrl) {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return Number((await res.json()).result);
  } catch {
    return null;
  }
}

/**
 * Starts the chain and resolves `{ rpcUrl, stop }` once it answers eth_chainId 31337; rejects
 * with a sentence saying why not (hardhat not installed, did not start in time).
 */
export async function startDemoChain({ timeoutMs = 60_000 } = {}) {
  const wrapper = path.join(root, 'tests/chain/hardhat-node.cjs');
  if (!existsSync(wrapper)) throw new Error(`${wrapper} is missing`);
  try {
    createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js');
  } catch {
    throw new Error(
      'hardhat is not installed (it is a dev dependency: run `npm install` without --omit=dev)',
    );
  }
  const port = (await portFree(8545)) ? 8545 : await freePort();
  const child = spawn(
    process.execPath,
    [
      wrapper,
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
      '--config',
      path.join(here, 'hardhat.config.cjs'),
    ],
    {
      cwd: here,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1' },
    },
  );
  let output = '';
  const keep = (d) => (output = (output + d.toString()).slice(-2000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const kill = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', () => kill('SIGKILL'));
  const stop = () => kill('SIGTERM');

  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if ((await chainIdAt(rpcUrl)) === DEMO_CHAIN_ID) {
      // The node's own log (every RPC call) would drown the server's; drop it from here on.
      child.stdout.removeAllListeners('data').resume();
      child.stderr.removeAllListeners('data').resume();
      return { rpcUrl, stop };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  kill('SIGKILL');
  throw new Error(
    `hardhat node did not answer on ${rpcUrl}: ${output.trim().split('\n').slice(-3).join(' ') || 'no output'}`,
  );
}
