// `npm start` and `npm run demo`: build the SPA and the server if their sources are newer, then
// run the built server (plain JavaScript) in this process. The demo also starts a local chain
// with demo contracts (scripts/demo-chain/start-chain.mjs); without it, the demo runs on.
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureServerBuild, serverEntry } from './ensure-build.mjs';

const demo = process.argv.includes('--demo');
if (demo) {
  process.env.DATA_DIR ??= './data/demo';
  process.env.DEMO_SEED = 'true';
}
ensureBuild();
await ensureServerBuild();
if (demo && process.env.DEMO_CHAIN !== 'false') {
  const { startDemoChain } = await import('./demo-chain/start-chain.mjs');
  try {
    const chain = await startDemoChain();
    process.env.DEMO_CHAIN_RPC_URL = chain.rpcUrl;
    // The console reads the chain through the server, which refuses loopback RPCs unless told.
    process.env.RPC_ALLOW_PRIVATE ??= 'true';
    const stop = () => chain.stop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    console.log(
      `Local demo chain started at ${chain.rpcUrl}; demo contracts are deployed when the server starts.`,
    );
  } catch (err) {
    console.warn(
      `The demo runs without its local chain: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
