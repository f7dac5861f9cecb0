import { describe, expect, it } from 'vitest';
import type { PublicProject } from '~/shared/schemas/public-projects';
import { publicProjectFixture } from '~/web/test/project-fixtures';
import { countText, filterCompanies, industryOptions, noFilters, stageOptions } from './filter';

const company = (over: Partial<PublicProject>): PublicProject =>
  publicProjectFixture({
    id: over.name ?? 'x',
    name: 'Company',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...over,
  });

const list = [
  company({
    name: 'Alpha Swap',
    industry: 'defi',
    projectStage: 'growth',
    description: 'An AMM for subnets',
  }),
  company({
    name: 'Beta Art',
    industry: 'nft',
    projectStage: 'mvp',
    shortDescription: 'Generative art drops',
  }),
  company({ name: 'Gamma Chain', industry: 'defi', projectStage: 'seed', description: 'Bridges for games' }),
  company({ name: 'Delta', industry: 'supply_chain', projectStage: null }),
];

describe('company filters', () => {
  it('builds options only from values present, after the All option', () => {
    expect(industryOptions(list)).toEqual([
      { value: 'all', label: 'All Industries' },
      { value: 'defi', label: 'DeFi' },
      { value: 'nft', label: 'NFT' },
      { value: 'supply_chain', label: 'Supply Chain' },
    ]);
    expect(stageOptions(list).map((o) => o.label)).toEqual(['All Stages', 'Growth', 'MVP', 'Seed']);
    expect(industryOptions([])).toEqual([{ value: 'all', label: 'All Industries' }]);
  });

  it('searches name, description and short description, ignoring case', () => {
    const names = (search: string) => filterCompanies(list, { ...noFilters, search }).map((c) => c.name);
    expect(names('alpha')).toEqual(['Alpha Swap']);
    expect(names('SUBNETS')).toEqual(['Alpha Swap']);
    expect(names('generative')).toEqual(['Beta Art']);
    expect(names('  bridges ')).toEqual(['Gamma Chain']);
    expect(names('nothing like this')).toEqual([]);
    expect(names('')).toHaveLength(4);
  });

  it('combines industry, stage and search', () => {
    const pick = (f: Partial<typeof noFilters>) =>
      filterCompanies(list, { ...noFilters, ...f }).map((c) => c.name);
    expect(pick({ industry: 'defi' })).toEqual(['Alpha Swap', 'Gamma Chain']);
    expect(pick({ industry: 'defi', stage: 'seed' })).toEqual(['Gamma Chain']);
    expect(pick({ industry: 'defi', search: 'subnets' })).toEqual(['Alpha Swap']);
    expect(pick({ industry: 'nft', stage: 'seed' })).toEqual([]);
  });

  it('counts with singular and plural', () => {
    expect(countText(0)).toBe('0 companies found');
    expect(countText(1)).toBe('1 company found');
    expect(countText(2)).toBe('2 companies found');
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string and leaves a plain URL when nothing is set', async () => {
    const { filtersFromParams, paramsFromFilters } = await import('./filter');
    expect(paramsFromFilters(noFilters).toString()).toBe('');
    const set = { search: 'swap dex', industry: 'defi', stage: 'growth' };
    const params = paramsFromFilters(set);
    expect(params.toString()).toBe('q=swap+dex&industry=defi&stage=growth');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(set);
    expect(filtersFromParams(new URLSearchParams('industry='))).toEqual(noFilters);
  });
});
