import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);
const chainDir = import.meta.dirname;
const cacheDir = path.resolve(chainDir, '../../node_modules/.cache/hatchery-chain');

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: Array<{ severity: 'error' | 'warning'; formattedMessage: string }>;
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/**
 * Compiles `contracts/<name>.sol` with solc-js (the npm `solc` package, no download) and caches the
 * result by source hash, so only the first test run of a changed contract pays for the compiler.
 */
export function compileContract(name: string): CompiledContract {
  const source = readFileSync(path.join(chainDir, 'contracts', `${name}.sol`), 'utf8');
  const solc = require('solc') as {
    compile(
      input: string,
      callbacks?: { import(file: string): { contents: string } | { error: string } },
    ): string;
    version(): string;
  };
  // Sibling imports (`import "./Other.sol"`) are read from the same folder and hashed with the source.
  const hash = createHash('sha256').update(solc.version()).update(source);
  for (const [, file] of source.matchAll(/^import\s+"\.\/([A-Za-z0-9_]+\.sol)";/gm)) {
    hash.update(readFileSync(path.join(chainDir, 'contracts', file!), 'utf8'));
  }
  const key = hash.digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `${name}-${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as CompiledContract;

  const input = {
    language: 'Solidity',
    sources: { [`${name}.sol`]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImports = (file: string) => {
    try {
      return { contents: readFileSync(path.join(chainDir, 'contracts', path.basename(file)), 'utf8') };
    } catch {
      return { error: `${file} not found` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts[`${name}.sol`]?.[name];
  if (!contract) throw new Error(`solc produced no contract named ${name}`);
  const compiled: CompiledContract = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify(compiled));
  return compiled;
}
