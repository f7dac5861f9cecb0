import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import hatchery, { ownership } from '../../../../scripts/lint/own-tables.js';

// The rule as eslint.config.js sets it, on code written as a feature would write it.
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { hatchery },
    rules: { 'hatchery/own-tables': ['error', ownership] },
  },
];
const lint = (room: string, code: string) =>
  linter
    .verify(code, config as never, { filename: `${process.cwd()}/src/server/${room}/service.ts` })
    .map((m) => m.message);

const writesProjects = `
  import { incubatedProjects, projectTeamMembers } from '../../db/schema/index';
  export const write = (tx) => tx.update(incubatedProjects).set({ name: 'x' });
  export const read = (tx) => tx.select().from(incubatedProjects);
  export const join = (tx) => tx.insert(projectTeamMembers).values({});
`;

describe('one owner per table', () => {
  it('refuses a write to another feature’s table, naming the owner', () => {
    expect(lint('features/messages', writesProjects)).toEqual([
      expect.stringMatching(/^incubatedProjects belongs to projects: write it through the projects service/),
      expect.stringMatching(/^projectTeamMembers belongs to accounts/),
    ]);
  });

  it('lets the owner write and anyone read', () => {
    expect(lint('features/projects', writesProjects)).toEqual([
      expect.stringMatching(/^projectTeamMembers belongs to accounts/),
    ]);
  });
});
