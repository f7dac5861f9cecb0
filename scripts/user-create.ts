// npm run user:create -- --email admin@example.com --role super_admin [--name "Ada"]
// The password is prompted for (twice, not echoed) or, when stdin is not a terminal, read from
// its first line: `printf '%s\n' "$PW" | npm run user:create -- --email … --role admin`.
import { CreateUserError, createVerifiedUser } from '../src/server/auth/create-user';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DirectoryLockedError } from '../src/server/db/lock';
import { createLogger } from '../src/server/logger';
import { roles, type UserRole } from '../src/shared/enums';
import { parseCommandLine } from './cli-args';

const usage =
  'Usage: npm run user:create -- --email <e-mail> [--role user|admin|super_admin] [--name <name>]';

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let data = '';
  for await (const chunk of process.stdin) data += String(chunk);
  return data.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat the password: ');
  if (first !== second) throw new CreateUserError('The passwords do not match');
  return first;
}

async function main() {
  const { values } = parseCommandLine(
    {
      options: {
        email: { type: 'string' },
        role: { type: 'string', default: 'user' },
        name: { type: 'string' },
      },
    },
    usage,
  );
  if (!values.email) throw new CreateUserError(`--email is required\n${usage}`);
  if (!roles.includes(values.role as UserRole)) {
    throw new CreateUserError(`--role must be one of ${roles.join(', ')}\n${usage}`);
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const password = await readPassword();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dbDir },
  );
  try {
    await database.migrate();
    const user = await createVerifiedUser(
      { config, database, logger },
      { email: values.email, password, role: values.role as UserRole, name: values.name },
    );
    console.log(
      `Created ${user.role} ${user.email} (id ${user.id}). They can sign in at ${config.PUBLIC_URL}/auth`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof CreateUserError || err instanceof ConfigError || err instanceof DirectoryLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
