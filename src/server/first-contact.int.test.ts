import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boot, type Running } from './boot';
import { loadConfig } from './config';
import { createLogger } from './logger';

let running: Running;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-first-contact-'));
  // As a newcomer starts it: only a port, no PUBLIC_URL.
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  running = await boot({ config, logger: createLogger('silent'), webRoot: undefined });
});
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('defaults PUBLIC_URL to the port a configured PORT names', () => {
  expect(loadConfig({ PORT: '3203', DATA_DIR: dataDir }).PUBLIC_URL).toBe('http://localhost:3203');
  expect(loadConfig({ PORT: '3203', DATA_DIR: dataDir, PUBLIC_URL: 'https://h.example' }).PUBLIC_URL).toBe(
    'https://h.example',
  );
});

it('accepts sign-up from the address it serves, and refuses another origin', async () => {
  const port = new URL(running.url).port;
  const origin = `http://localhost:${port}`;
  expect(running.deps.config.PUBLIC_URL).toBe(origin);
  const signUp = (from: string) =>
    fetch(`${running.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: from },
      body: JSON.stringify({
        email: `new-${port}@example.com`,
        password: 'correct-horse-battery',
        name: 'New',
      }),
    });
  const refused = await signUp('http://localhost:1');
  expect(refused.status).toBe(403);
  const accepted = await signUp(origin);
  expect(accepted.status).toBe(200);
});

it(
  'keeps an idle connection open past Node’s 5 s default, so a reused one is not reset',
  { timeout: 20_000 },
  async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${running.url}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  },
);
