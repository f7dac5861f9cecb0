// Submission benchmark (issue 3): applications per second and latency percentiles for one
// multipart POST /api/applications carrying three 1 MB files (PNG logo, DOCX documents, PDF
// whitepaper), against a real HTTP server in a child process, on PGlite and on PostgreSQL.
//
//   node scripts/bench/submissions.mjs       (BENCH_PG_URL=postgres://postgres@127.0.0.1:5432)
//   BENCH_SUBMISSIONS=300 BENCH_CONCURRENCY=8 BENCH_DRIVERS=pglite node scripts/bench/submissions.mjs
//
// Then memory (PGlite): the server's peak RSS while 20 uploads run at once, with 1 MB files and
// with 10 MB files. Streaming keeps the two close; buffering whole files would not.
//   BENCH_PARTS=memory node scripts/bench/submissions.mjs   (BENCH_PARTS=throughput,memory by default)
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

register();
const fixtures = await import(new URL('../../src/server/test/upload-fixtures.ts', import.meta.url).href);
const pg = (await import('pg')).default;

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = 10;
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const PARTS = (process.env.BENCH_PARTS ?? 'throughput,memory').split(',');
const MB = 1024 * 1024;

const files = {
  companyLogo: { name: 'logo.png', type: 'image/png', bytes: fixtures.pngBytes({ padTo: MB }) },
  companyDocuments: {
    name: 'incorporation.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: fixtures.docxBytes({ padTo: MB }),
  },
  whitepaper: { name: 'whitepaper.pdf', type: 'application/pdf', bytes: fixtures.pdfBytes({ padTo: MB }) },
};

const launch = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
function form(n, attached = files) {
  const f = new FormData();
  const values = {
    projectName: `Bench Project ${n}`,
    companyType: 'startup',
    industry: 'defi',
    websiteUrl: 'bench.example.com',
    contactName: 'Bench Founder',
    contactEmail: `bench-${n}-${randomBytes(4).toString('hex')}@example.com`,
    description: 'A benchmark application that exercises the whole submission path end to end.',
    problemStatement: 'Measuring how fast applications are stored.',
    solution: 'Send many of them with real files attached.',
    targetMarket: 'Benchmark readers',
    businessModel: 'Numbers in a closing note',
    teamSize: '5',
    currentFunding: '$1,000',
    fundingGoal: '$100,000',
    expectedLaunchDate: launch,
  };
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  for (const [k, file] of Object.entries(attached))
    f.append(k, new File([file.bytes], file.name, { type: file.type }));
  return f;
}

function startServer(databaseUrl) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/submission-server.ts')],
    {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`submission server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({
        pid: child.pid,
        url: JSON.parse(line).url,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function submit(url, n, attached = files) {
  const started = performance.now();
  const res = await fetch(`${url}/api/applications`, {
    method: 'POST',
    body: form(n, attached),
    headers: { origin: url, 'idempotency-key': randomUUID() },
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`submission ${n}: ${res.status} ${body}`);
  return performance.now() - started;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function run(label, databaseUrl) {
  const server = await startServer(databaseUrl);
  try {
    for (let i = 0; i < WARMUP; i++) await submit(server.url, -1 - i);
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SUBMISSIONS) latencies.push(await submit(server.url, next++));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      label,
      perSecond: SUBMISSIONS / seconds,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      max: latencies.at(-1),
    };
  } finally {
    await server.stop();
  }
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Peak server RSS while `uploads` submissions with a PDF of `mb` MB run at once. */
async function memoryUnder(uploads, mb) {
  const pdf = {
    name: 'whitepaper.pdf',
    type: 'application/pdf',
    bytes: fixtures.pdfBytes({ padTo: Math.floor(mb * MB) }),
  };
  const server = await startServer(undefined);
  try {
    for (let i = 0; i < 3; i++) await submit(server.url, -1 - i, { whitepaper: pdf });
    const idle = rssMb(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    try {
      await Promise.all(
        Array.from({ length: uploads }, (_, i) => submit(server.url, i, { whitepaper: pdf })),
      );
    } finally {
      clearInterval(sampler);
    }
    return { idle, peak };
  } finally {
    await server.stop();
  }
}

if (PARTS.includes('throughput')) {
  const results = [];
  if (DRIVERS.includes('pglite')) results.push(await run('PGlite', undefined));
  if (DRIVERS.includes('postgres')) {
    const name = `hatchery_bench_submissions_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      results.push(await run('PostgreSQL', `${PG_URL}/${name}`));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }

  const totalMb = Object.values(files).reduce((n, f) => n + f.bytes.length, 0) / MB;
  console.log(
    `\nPOST /api/applications, three files (${totalMb.toFixed(1)} MB per submission), ` +
      `${SUBMISSIONS} submissions, concurrency ${CONCURRENCY}`,
  );
  console.log('database     submissions/s   p50 ms   p99 ms   max ms');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(12)} ${r.perSecond.toFixed(1).padStart(13)} ${r.p50.toFixed(0).padStart(8)} ${r.p99
        .toFixed(0)
        .padStart(8)} ${r.max.toFixed(0).padStart(8)}`,
    );
  }
}

if (PARTS.includes('memory')) {
  const small = await memoryUnder(20, 1);
  const large = await memoryUnder(20, Math.floor(9.9 * 10) / 10);
  console.log('\nServer RSS under 20 concurrent uploads (PGlite, one PDF each)');
  console.log('file size   idle MB   peak MB   peak - idle');
  for (const [label, r] of [
    ['1 MB', small],
    ['9.9 MB', large],
  ]) {
    console.log(
      `${label.padEnd(9)} ${r.idle.toFixed(0).padStart(9)} ${r.peak.toFixed(0).padStart(9)} ${(
        r.peak - r.idle
      )
        .toFixed(0)
        .padStart(13)}`,
    );
  }
}
