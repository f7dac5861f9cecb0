// Decision records follow docs/decisions/template.md: a number of their own that the title
// repeats, a date, a status, the context and the consequences; docs/decisions/README.md indexes
// them all (`node scripts/check-decisions.mjs --write` writes the index). Run by `npm test` with
// the checks.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../docs/decisions/', import.meta.url);
const problems = [];
const seen = new Map();
const rows = [];
for (const name of readdirSync(dir)
  .filter((n) => /^\d{4}-.+\.md$/.test(n))
  .sort()) {
  const number = name.slice(0, 4);
  const text = readFileSync(new URL(name, dir), 'utf8');
  const say = (what) => problems.push(`docs/decisions/${name}: ${what}`);
  if (seen.has(number)) say(`number ${number} is also ${seen.get(number)}'s`);
  seen.set(number, name);
  if (!text.startsWith(`# ${number} `)) say(`the title must start with "# ${number} "`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}\b/m.test(text)) say('no "- Date: YYYY-MM-DD" line');
  if (!/^- Status: (proposed|accepted|superseded by \d{4})\b/m.test(text)) {
    say('no "- Status: proposed | accepted | superseded by NNNN" line');
  }
  for (const section of ['Context', 'Consequences']) {
    if (!new RegExp(`^## ${section}\\b`, 'm').test(text)) say(`no "## ${section}" section`);
  }
  const title = text.split('\n')[0].replace(`# ${number} `, '');
  const status = (/^- Status: (proposed|accepted|superseded by \d{4})/m.exec(text) ?? [])[1] ?? '';
  rows.push(`- [${number}](${name}): ${title} (${status})`);
}

const indexFile = new URL('README.md', dir);
const index = [
  '# Decisions',
  '',
  'Why Hatchery is built the way it is, one record per decision, newest last. A new record copies',
  '`template.md` and takes the next number; `node scripts/check-decisions.mjs --write` rewrites this',
  'index, and `npm test` fails while it is out of date.',
  '',
  ...rows,
  '',
].join('\n');
if (process.argv.includes('--write')) writeFileSync(indexFile, index);
let current = '';
try {
  current = readFileSync(indexFile, 'utf8');
} catch {
  // No index yet: reported below.
}
if (current !== index) {
  problems.push('docs/decisions/README.md is out of date: node scripts/check-decisions.mjs --write');
}
if (problems.length) {
  console.error(`${problems.join('\n')}\n(see docs/decisions/template.md)`);
  process.exit(1);
}
console.log(`${seen.size} decision records follow the template`);
