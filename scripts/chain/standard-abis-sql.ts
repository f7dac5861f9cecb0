// Prints the INSERT for the standard ABIs seed migration from src/server/db/seed/standard-abis.ts.
import { standardAbis } from '../../src/server/db/seed/standard-abis';

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const rows = standardAbis.map(
  (s) =>
    `  (${quote(s.name)}, ${quote(s.contractType)}, ${quote(JSON.stringify(s.abi))}::jsonb, ${quote(s.description)})`,
);
console.log(
  `INSERT INTO "contract_standard_abis" ("name", "contract_type", "abi", "description") VALUES\n${rows.join(',\n')}\nON CONFLICT DO NOTHING;`,
);
