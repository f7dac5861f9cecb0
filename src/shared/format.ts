import {
  companyTypeLabels,
  developmentStageLabels,
  industryLabels,
  phaseLabels,
  projectStageLabels,
  tagLabels,
} from './enums';

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count as people read it: 100,000 rather than 100000. */
export const formatCount = (n: number): string => counts.format(n);

const amounts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/**
 * An amount in its own unit (tokens, a chain's coin): 2,500 or 0.1234, never with a dollar sign.
 * Only an amount with a USD value is written with formatMoney.
 */
export const formatAmount = (n: number): string => amounts.format(n);

/** '1 user', '12 users', '100,000 applications'. */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** Spec section 9: what the companies page shows for an amount that is not there. */
export const NOT_DISCLOSED = 'Not disclosed';

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * USD without decimals (spec section 9): 1,000,000 and up as $x.xM, 1,000 and up as $xK,
 * otherwise $n. A missing amount (null, undefined, NaN, infinite) shows `missing`.
 *
 * The amount is rounded to whole dollars before the thresholds apply, and a thousands figure
 * that rounds up to 1000K is shown as $1.0M, so no boundary ever prints "$1000" or "$1000K".
 * The spec has no unit above M, so a huge figure stays in millions, grouped the way counts are
 * ($9,000,000.0M), rather than running together as $9000000.0M.
 */
export function formatMoney(amount: number | null | undefined, missing = '$0'): string {
  if (!isAmount(amount)) return missing;
  const sign = amount < 0 ? '-' : '';
  const dollars = Math.round(Math.abs(amount));
  if (dollars >= 1_000_000 || Math.round(dollars / 1000) >= 1000) {
    const [millions, tenth] = (dollars / 1_000_000).toFixed(1).split('.');
    return `${sign}$${formatCount(Number(millions))}.${tenth}M`;
  }
  if (dollars >= 1000) return `${sign}$${Math.round(dollars / 1000)}K`;
  return `${sign}$${dollars}`;
}

/** Raised as a whole percent of target, clamped to 0..100; 0 when there is no usable target. */
export function fundingPercent(raised: number | null | undefined, target: number | null | undefined): number {
  if (!isAmount(target) || target <= 0 || !isAmount(raised) || raised <= 0) return 0;
  // Floor, so 100% only ever means fully funded.
  return Math.min(100, Math.floor((raised / target) * 100));
}

/** An unknown code for people: underscores become spaces and each word is capitalised. */
export function humanize(code: string | null | undefined): string {
  if (!code) return '';
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A label map as a function: an unknown code is humanized rather than shown raw. */
export const labelFrom =
  (labels: Record<string, string>) =>
  (code: string | null | undefined): string => {
    if (!code) return '';
    return Object.hasOwn(labels, code) ? labels[code]! : humanize(code);
  };

export const companyTypeLabel = labelFrom(companyTypeLabels);
export const industryLabel = labelFrom(industryLabels);
export const phaseLabel = labelFrom(phaseLabels);
export const projectStageLabel = labelFrom(projectStageLabels);
export const developmentStageLabel = labelFrom(developmentStageLabels);
export const tagLabel = labelFrom(tagLabels);

/** Spec section 9: cards show 3 tags, the rest as a '+N' count. */
export const MAX_CARD_TAGS = 3;

export function splitTags(tags: readonly string[] | null | undefined, max = MAX_CARD_TAGS) {
  const list = tags ?? [];
  return { shown: list.slice(0, max), hidden: Math.max(0, list.length - max) };
}

/** The year of an ISO date ('2025-03-14' -> '2025'), or '' when there is none. */
export function yearOf(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-/.exec(date) : null;
  return match ? match[1]! : '';
}

/** 0x1234…abcd */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
