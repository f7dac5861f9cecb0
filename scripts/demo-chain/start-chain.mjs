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

const running = (child) => child.exitCode === null && child.signalCode === null;

function killGroup(child, signal) {
  if (child.pid === undefined || !running(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts `hardhat node` with `config` on 127.0.0.1:`port` (a free port unless given), through the
 * tests/chain/hardhat-node.cjs wrapper, in its own process group so that stopping it stops all
 * it started; it is killed if this process exits. Resolves `{ rpcUrl, stop }` once it answers
 * eth_chainId `chainId`; `stop()` resolves when it has exited (SIGTERM, SIGKILL after 3 s).
 * A free port taken before hardhat listens on it is tried again, twice.
 */
export async function startHardhatNode({ config, chainId, port, timeoutMs = 30_000 }, attempt = 1) {
  const wrapper = path.join(root, 'tests/chain/hardhat-node.cjs');
  const listen = port ?? (await freePort());
  const args = ['--hostname', '127.0.0.1', '--port', String(listen), '--config', config];
  const child = spawn(process.execPath, [wrapper, ...args], {
    cwd: path.dirname(config),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1' },
  });
  let output = '';
  const keep = (d) => (output = (output + d.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stop = async () => {
    if (!running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  const rpcUrl = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running(child)) {
    if ((await chainIdAt(rpcUrl)) === chainId) {
      // The node's own log (every RPC call) is not wanted from here on; it is drained, not kept.
      child.stdout.removeAllListeners('data').resume();
      child.stderr.removeAllListeners('data').resume();
      return { rpcUrl, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  if (port === undefined && attempt < 3 && /EADDRINUSE/.test(output)) {
    return startHardhatNode({ config, chainId, timeoutMs }, attempt + 1);
  }
  const said = output.trim().split('\n').slice(-3).join(' ') || 'no output';
  throw new Error(`hardhat node did not answer on ${rpcUrl}: ${said}`);
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
  const port = (await portFree(8545)) ? 8545 : undefined;
  const config = path.join(here, 'hardhat.config.cjs');
  return startHardhatNode({ config, chainId: DEMO_CHAIN_ID, port, timeoutMs });
}
