// K Hatchery instances on one throwaway PostgreSQL database and one storage location, behind
// nginx. `npm run cluster [-- --instances 3]` runs one until Ctrl-C; the scale test imports it.
// Each instance runs what `npm start` runs: the built server (dist/server) and SPA (dist/web).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuild, ensureServerBuild, serverArgs } from '../ensure-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Instance {
  index: number;
  port: number;
  url: string;
  process: ChildProcess | null;
  /** Starts (or restarts) the instance on its port and waits until GET /ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  dir: string;
  instances: Instance[];
  env: Record<string, string>;
  /**
   * Restarts one instance without failing a request: nginx stops sending it work (the server is
   * marked `down` and nginx reloaded), then SIGTERM, start, `/ready`, and nginx takes it back.
   * Resolves with the instance's exit code.
   */
  restart(instance: Instance): Promise<number | null>;
  /** `restart` of every instance, one after the other; the exit codes in order. */
  rollingRestart(): Promise<Array<number | null>>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Extra environment for every instance (wins over the cluster's defaults), e.g. STORAGE_DRIVER=s3. */
  env?: Record<string, string>;
  /** Server that may create databases; a throwaway one is created and dropped. */
  adminUrl?: string;
  log?: (line: string) => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, timeoutMs: number, proc?: () => ChildProcess | null) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const p = proc?.();
    if (p && p.exitCode !== null) throw new Error(`${url}: process exited with ${p.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      last = `${res.status} ${await res.text()}`;
      if (res.ok) return;
    } catch (err) {
      last = String(err);
    }
    await sleep(150);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${last}`);
}

export function renderNginxConfig({
  dir,
  listen,
  ports,
  down = new Set(),
}: {
  dir: string;
  listen: string;
  ports: number[];
  /** Ports taken out of rotation for a restart: nginx sends them no new request. */
  down?: ReadonlySet<number>;
}) {
  const template = readFileSync(path.join(root, 'scripts/cluster/nginx.conf.template'), 'utf8');
  const servers = ports
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? ' down' : ''};`)
    .join('\n');
  return template.replaceAll('{{dir}}', dir).replaceAll('{{listen}}', listen).replace('{{servers}}', servers);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const k = options.instances ?? 3;
  const log = options.log ?? ((line: string) => console.log(line));
  ensureBuild();
  await ensureServerBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-cluster-'));
  const adminUrl =
    options.adminUrl ?? process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `hatchery_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const ports = await Promise.all(Array.from({ length: k }, () => freePort()));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    // One storage location for every instance (local: a shared directory; s3: one bucket).
    DATA_DIR: path.join(dir, 'data'),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  mkdirSync(env.DATA_DIR!, { recursive: true });

  const instances: Instance[] = ports.map((port, index) => {
    const instance: Instance = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      process: null,
      async start() {
        const out = openSync(path.join(dir, `instance-${index}.log`), 'a');
        const child = spawn(process.execPath, serverArgs, {
          cwd: root,
          env: { ...process.env, ...env, PORT: String(port) },
          stdio: ['ignore', out, out],
        });
        instance.process = child;
        await waitFor(`${instance.url}/ready`, 60_000, () => instance.process);
      },
      async stop() {
        const child = instance.process;
        if (!child || child.exitCode !== null) return child?.exitCode ?? null;
        const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        return exited;
      },
      async kill() {
        const child = instance.process;
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      },
    };
    return instance;
  });

  let nginx: ChildProcess | undefined;
  const conf = path.join(dir, 'nginx.conf');
  const down = new Set<number>();
  const writeNginxConfig = () => {
    writeFileSync(conf, renderNginxConfig({ dir, listen: `127.0.0.1:${nginxPort}`, ports, down }));
    const check = spawnSync(
      nginxBin,
      ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')],
      { encoding: 'utf8' },
    );
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  };
  /** Writes the upstream with `down` applied and waits until nginx's new workers serve it. */
  const applyUpstream = async () => {
    writeNginxConfig();
    await reloadNginx(nginx!);
  };
  const restart = async (instance: Instance) => {
    down.add(instance.port);
    await applyUpstream();
    const code = await instance.stop();
    await instance.start();
    down.delete(instance.port);
    await applyUpstream();
    return code;
  };
  const teardown = async ({ keepDir = Boolean(process.env.CLUSTER_KEEP) } = {}) => {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((i) => i.stop()));
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).finally(() => dropper.end());
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first instance migrates the empty database alone; the rest start together.
    log(`cluster: PostgreSQL database ${dbName}, ${k} instances, files in ${env.DATA_DIR}`);
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((i) => i.start()));

    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
    writeNginxConfig();
    nginx = spawn(nginxBin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${url}/health`, 10_000, () => nginx ?? null);
    log(`cluster: nginx on ${url} -> ${ports.map((p) => `127.0.0.1:${p}`).join(', ')} (logs in ${dir})`);
  } catch (err) {
    // Nothing half-started is left behind (processes stopped, database dropped); the logs stay.
    await teardown({ keepDir: true }).catch(() => {});
    throw new Error(`cluster did not start (logs: ${dir}): ${String(err)}`, { cause: err });
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    databaseUrl,
    dir,
    instances,
    env,
    restart,
    async rollingRestart() {
      const codes: Array<number | null> = [];
      for (const instance of instances) codes.push(await restart(instance));
      return codes;
    },
    // One teardown however many signals arrive (npm and a terminal may both send one).
    stop() {
      stopping ??= teardown();
      return stopping;
    },
  };
}

/** The pids of a process's children, read from /proc (nginx's master and its workers). */
function childrenOf(pid: number): Map<number, string> {
  const children = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // The process ended while we read it.
    }
  }
  return children;
}

/**
 * `nginx -s reload` for the master we started, resolved once the reload has taken effect: a new
 * worker runs the new configuration and every old worker has stopped accepting (it renames itself
 * "worker process is shutting down" as it closes its listening sockets; it may still finish
 * requests it had, which is what makes the reload graceful).
 */
async function reloadNginx(master: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const pid = master.pid!;
  const before = new Set(childrenOf(pid).keys());
  master.kill('SIGHUP');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = childrenOf(pid);
    const fresh = [...now].some(([p, cmd]) => !before.has(p) && cmd.includes('worker process'));
    const oldAccepting = [...before].some((p) => now.has(p) && !now.get(p)!.includes('shutting down'));
    if (fresh && !oldAccepting) return;
    if (master.exitCode !== null) throw new Error(`nginx exited during a reload (${master.exitCode})`);
    if (Date.now() > deadline) throw new Error('nginx did not take its new configuration within 10 s');
    await sleep(20);
  }
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({ instances: Number(flag('instances') ?? 3) });
  console.log(`Hatchery cluster at ${cluster.url} (Ctrl-C stops it and drops its database)`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
