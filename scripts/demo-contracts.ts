// Compiles the demo chain's contracts (tests/chain/contracts/Demo*.sol) with solc-js and writes
// their ABI and bytecode to src/server/db/seed/demo-contracts.json, which `npm run demo` deploys.
// Committed rather than compiled at start: solc-js takes 15-25 s here and is a dev dependency
// (docs/decisions/0018-siwe-and-demo-chain.md). demo-chain.int.test.ts fails if the file is stale.
//
//   npx tsx scripts/demo-contracts.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContract } from '../tests/chain/compile';

export const demoContractNames = ['DemoToken', 'DemoNft', 'DemoRoles', 'DemoProxy'] as const;

export function compileDemoContracts() {
  return Object.fromEntries(demoContractNames.map((name) => [name, compileContract(name)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const out = path.resolve(import.meta.dirname, '../src/server/db/seed/demo-contracts.json');
  writeFileSync(out, `${JSON.stringify(compileDemoContracts())}\n`);
  console.log(`wrote ${out}`);
}
