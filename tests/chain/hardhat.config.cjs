// Hardhat only runs the local EVM for tests (`hardhat node`); contracts are compiled with solc-js,
// so no compiler download is ever attempted. Sources point at an empty folder for the same reason.
module.exports = {
  paths: {
    sources: './no-sources',
    cache: '../../node_modules/.cache/hardhat',
    artifacts: '../../node_modules/.cache/hardhat/artifacts',
  },
  networks: {
    hardhat: {
      chainId: 43113,
      // Auto-mining keeps receipts immediate; tests that need a pending transaction can turn it off over RPC.
      mining: { auto: true },
      // Like a real node: a reverting transaction sent with a fixed gas limit is mined (status 0), not refused.
      throwOnTransactionFailures: false,
    },
  },
};
