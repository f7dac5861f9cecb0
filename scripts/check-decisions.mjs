// Decision records follow docs/decisions/template.md: a number of their own that the title
// repeats, a date, a status, the context and the consequences. Run by `npm test` with the checks.
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../docs/decisions/', import.meta.url);
const problems = [];
const seen = new Map();
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
}
if (problems.length) {
  console.error(`${problems.join('\n')}\n(see docs/decisions/template.md)`);
  process.exit(1);
}
console.log(`${seen.size} decision records follow the template`);
