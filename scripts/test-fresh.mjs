// `npm run test:fresh`: a newcomer's first minutes, scripted. Clones this repository's HEAD into a
// temp directory, installs (node_modules copied from here, then `npm install`, which must leave
// package-lock.json untouched), runs `npm start` with only PORT set, follows the first-run setup
// link from the log, signs in over HTTP with the browser's Origin, and checks a real 404.
// Takes a few minutes (it builds the SPA and the server), so it is not part of `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-fresh-'));
const clone = path.join(dir, 'hatchery');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: clone, encoding: 'utf8', stdio: 'pipe' });
const fail = (message) => {
  throw new Error(`fresh clone: ${message}`);
};

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let child;
try {
  execFileSync('git', ['clone', '--quiet', root, clone]);
  cpSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'), { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund']);
  const dirty = run('git', ['status', '--porcelain']).trim();
  if (dirty) fail(`npm install changed the tree:\n${dirty}`);
  console.log('ok  npm install leaves the tree clean');

  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) };
  child = spawn('npm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const setupLink = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link within 5 minutes:\n${log}`)), 300_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /(http:\/\/localhost:\d+\/setup\?token=[\w-]+)/.exec(log);
      if (match && log.includes('Hatchery is running at')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${log}`)));
  });
  const origin = `http://localhost:${port}`;
  if (!log.includes(`Hatchery is running at ${origin}`)) fail(`the log does not name ${origin}`);
  console.log(`ok  npm start says it runs at ${origin} and prints ${setupLink}`);

  const api = (p, body) =>
    fetch(`${origin}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const token = new URL(setupLink).searchParams.get('token');
  const account = { email: 'owner@example.com', password: 'correct-horse-battery' };
  const created = await api('/api/setup', { token, ...account });
  if (created.status !== 201) fail(`setup answered ${created.status}: ${await created.text()}`);
  const signIn = await api('/api/auth/sign-in/email', account);
  if (signIn.status !== 200) fail(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await (await fetch(`${origin}/api/me`, { headers: { cookie } })).json();
  if (me.user?.role !== 'super_admin') fail(`signed in as ${JSON.stringify(me)}`);
  console.log('ok  the setup link creates a super admin who signs in with the browser Origin');

  const missing = await fetch(`${origin}/no/such/page`);
  if (missing.status !== 404) fail(`an unknown path answered ${missing.status}`);
  console.log('ok  an unknown path answers 404');
  console.log('fresh clone: all checks passed');
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  rmSync(dir, { recursive: true, force: true });
  // Keep-alive sockets to the stopped server must not hold the process open.
  process.exit();
}
