// The operator scripts' command lines: a mistyped option prints what is wrong and the usage line,
// then exits 1, instead of node's stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (err) {
    // node's message goes on to explain '--' for positionals; its first sentence is the point.
    const reason = (err instanceof Error ? err.message : String(err)).split('. ')[0];
    console.error(`${reason}\n${usage}`);
    process.exit(1);
  }
}
