/**
 * Our CSP allows no eval, and zod's fast path first probes for it with `new Function`: the probe
 * fails quietly, but the browser reports a CSP violation (Lighthouse Best Practices marks /apply
 * down for it). zod probes when its first object schema is made, at the import of a screen's
 * chunk, so its `jitless` option must be set before zod loads: zod starts from
 * `globalThis.__zod_globalConfig`. Called first thing in the browser; the server keeps the fast
 * path. tests/e2e/boot-on-intent.spec.ts fails if a zod upgrade brings the violation back.
 */
export function zodWithoutEval() {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
