// `npm run demo`'s chain: hardhat's own chain id (31337) so it never poses as a real network.
// Contracts come precompiled (src/server/db/seed/demo-contracts.json): no compiler download.
module.exports = {
  paths: {
    sources: '../../tests/chain/no-sources',
    cache: '../../node_modules/.cache/hardhat-demo',
    artifacts: '../../node_modules/.cache/hardhat-demo/artifacts',
  },
  networks: {
    hardhat: { chainId: 31337, mining: { auto: true } },
  },
};
