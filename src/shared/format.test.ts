import { describe, expect, it } from 'vitest';
import {
  companyTypeLabel,
  developmentStageLabel,
  formatMoney,
  fundingPercent,
  humanize,
  industryLabel,
  NOT_DISCLOSED,
  phaseLabel,
  projectStageLabel,
  splitTags,
  tagLabel,
  yearOf,
  countOf,
} from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [1, '$1'],
    [999, '$999'],
    [1000, '$1K'],
    [1499, '$1K'],
    [1500, '$2K'],
    [250_000, '$250K'],
    [999_499, '$999K'],
    [1_000_000, '$1.0M'],
    [1_250_000, '$1.3M'],
    [2_040_000, '$2.0M'],
    [47_500_000, '$47.5M'],
    [999_949_999, '$999.9M'],
    [999_950_000, '$1,000.0M'],
    [1_500_000_000, '$1,500.0M'],
    [9e12, '$9,000,000.0M'],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('rounds to whole dollars before choosing the unit, so no boundary prints $1000 or $1000K', () => {
    expect(formatMoney(999.4)).toBe('$999');
    expect(formatMoney(999.6)).toBe('$1K');
    expect(formatMoney(999_999)).toBe('$1.0M');
    expect(formatMoney(999_500)).toBe('$1.0M');
    expect(formatMoney(12.5)).toBe('$13');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-500)).toBe('-$500');
    expect(formatMoney(-1000)).toBe('-$1K');
    expect(formatMoney(-2_500_000)).toBe('-$2.5M');
    expect(formatMoney(-9e12)).toBe('-$9,000,000.0M');
  });

  it('shows a missing amount as the given fallback ($0 unless told)', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(missing)).toBe('$0');
      expect(formatMoney(missing, NOT_DISCLOSED)).toBe('Not disclosed');
    }
    expect(formatMoney(0, NOT_DISCLOSED)).toBe('$0');
  });
});

describe('fundingPercent', () => {
  it('is raised over target as a whole percent', () => {
    expect(fundingPercent(250_000, 1_000_000)).toBe(25);
    expect(fundingPercent(1, 3)).toBe(33);
    expect(fundingPercent(1_000_000, 1_000_000)).toBe(100);
  });

  it('only reaches 100 when fully funded', () => {
    expect(fundingPercent(999_999, 1_000_000)).toBe(99);
  });

  it('clamps to 0..100', () => {
    expect(fundingPercent(3_000_000, 1_000_000)).toBe(100);
    expect(fundingPercent(-5, 100)).toBe(0);
  });

  it('is 0 without a usable target or raised amount', () => {
    expect(fundingPercent(500, 0)).toBe(0);
    expect(fundingPercent(500, null)).toBe(0);
    expect(fundingPercent(500, undefined)).toBe(0);
    expect(fundingPercent(500, -10)).toBe(0);
    expect(fundingPercent(500, Number.NaN)).toBe(0);
    expect(fundingPercent(null, 1000)).toBe(0);
    expect(fundingPercent(Number.NaN, 1000)).toBe(0);
  });
});

describe('humanize', () => {
  it('replaces underscores with spaces and capitalises each word', () => {
    expect(humanize('capital_raising')).toBe('Capital Raising');
    expect(humanize('layer_two_scaling')).toBe('Layer Two Scaling');
    expect(humanize('gaming')).toBe('Gaming');
  });

  it('collapses repeated or edge underscores and keeps the rest of each word', () => {
    expect(humanize('__cross__chain_')).toBe('Cross Chain');
    expect(humanize('zkEVM_rollup')).toBe('ZkEVM Rollup');
  });

  it('gives an empty string for a missing code', () => {
    expect(humanize('')).toBe('');
    expect(humanize(null)).toBe('');
    expect(humanize(undefined)).toBe('');
  });
});

describe('code labels', () => {
  it.each([
    [
      'company type',
      companyTypeLabel,
      ['startup', 'corporation', 'llc', 'nonprofit', 'dao'],
      ['Startup', 'Corporation', 'LLC', 'Non-Profit', 'DAO'],
    ],
    [
      'industry',
      industryLabel,
      ['defi', 'nft', 'infrastructure', 'social', 'enterprise', 'other'],
      ['DeFi', 'NFT', 'Infrastructure', 'Social', 'Enterprise', 'Other'],
    ],
    [
      'phase, including those without colours',
      phaseLabel,
      ['capital_raising', 'documentation', 'optimization'],
      ['Capital Raising', 'Documentation', 'Optimization'],
    ],
    [
      'project stage, with the companies-page extras',
      projectStageLabel,
      ['ideation', 'seed', 'mvp', 'scale'],
      ['Ideation', 'Seed', 'MVP', 'Scale'],
    ],
    [
      'development stage',
      developmentStageLabel,
      ['idea', 'prototype', 'mvp', 'beta', 'production'],
      ['Idea', 'Prototype', 'MVP', 'Beta', 'Production'],
    ],
  ])('maps every known %s', (_kind, label: (code: string) => string, codes: string[], labels: string[]) => {
    expect(codes.map(label)).toEqual(labels);
  });

  it('maps known tags and humanises the others', () => {
    expect(tagLabel('defi')).toBe('DeFi');
    expect(tagLabel('rwa')).toBe('RWA');
    expect(tagLabel('cross_chain_bridge')).toBe('Cross Chain Bridge');
  });

  it('humanises unknown codes of every kind', () => {
    expect(companyTypeLabel('public_company')).toBe('Public Company');
    expect(industryLabel('supply_chain')).toBe('Supply Chain');
    expect(phaseLabel('post_launch_support')).toBe('Post Launch Support');
    expect(projectStageLabel('series_a')).toBe('Series A');
    expect(developmentStageLabel('release_candidate')).toBe('Release Candidate');
  });

  it('does not treat object prototype names as known codes', () => {
    expect(industryLabel('constructor')).toBe('Constructor');
    expect(tagLabel('to_string')).toBe('To String');
  });

  it('gives an empty string for a missing code', () => {
    expect(industryLabel(null)).toBe('');
    expect(companyTypeLabel(undefined)).toBe('');
  });
});

describe('splitTags', () => {
  it('shows up to 3 tags and counts the rest', () => {
    expect(splitTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(splitTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(splitTags(['a'])).toEqual({ shown: ['a'], hidden: 0 });
    expect(splitTags(null)).toEqual({ shown: [], hidden: 0 });
  });
});

describe('yearOf', () => {
  it('takes the year of an ISO date', () => {
    expect(yearOf('2025-03-14')).toBe('2025');
    expect(yearOf('2024-12-31T23:00:00Z')).toBe('2024');
    expect(yearOf(null)).toBe('');
    expect(yearOf('soon')).toBe('');
  });
});

describe('countOf', () => {
  it('names the count with separators and the right number', () => {
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(0, 'application')).toBe('0 applications');
    expect(countOf(100000, 'application')).toBe('100,000 applications');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
