// Runs `hardhat node` in this process and exits when the process that started it goes away,
// so a crashed or killed test runner never leaves a chain listening behind it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
process.argv = [process.argv[0], 'hardhat', 'node', ...process.argv.slice(2)];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- hardhat's CLI is CommonJS and runs on require
require('hardhat/internal/cli/cli.js');
