/**
 * Our CSP allows no eval, and zod's fast path first probes for it with `new Function`: the probe
 * fails quietly, but the browser reports a CSP violation (Lighthouse Best Practices marks /apply
 * down for it). zod probes when its first object schema is made, which happens while modules are
 * imported (a contract's schemas, at the import of the module that calls it), so its `jitless`
 * option must be set before any of them runs: zod starts from `globalThis.__zod_globalConfig`.
 * This module does it as it is imported, so main.tsx imports it first, before anything that may
 * import zod; the server keeps the fast path. tests/e2e/boot-on-intent.spec.ts fails if an import
 * or a zod upgrade brings the violation back.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
