import { z } from 'zod';

/**
 * Our CSP allows no eval, and zod's fast path first probes for it with `new Function`: the probe
 * fails quietly, but the browser reports a CSP violation, which costs /apply its Lighthouse Best
 * Practices score. A browser module that parses with zod imports this first. The server renders
 * the same screens and keeps the fast path.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
