import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  collapseWhitespaceKeepParagraphs,
  normalizeEmail,
  normalizeUrl,
  parseCurrency,
  textOrNull,
  toNonNegativeInteger,
  toNonNegativeNumber,
} from './normalize';

describe('normalizeUrl', () => {
  it('prepends https:// to a URL without a scheme', () => {
    expect(normalizeUrl('example.com')).toBe('https://example.com');
    expect(normalizeUrl('  www.example.com/path?q=1 ')).toBe('https://www.example.com/path?q=1');
  });
  it('keeps an existing scheme', () => {
    expect(normalizeUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeUrl('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });
  it('turns empty input into null', () => {
    expect(normalizeUrl('')).toBeNull();
    expect(normalizeUrl('   ')).toBeNull();
    expect(normalizeUrl(undefined)).toBeNull();
  });
});

describe('numbers', () => {
  it('parses currency strings', () => {
    expect(parseCurrency('$1,200')).toBe(1200);
    expect(parseCurrency(' $ 1,200.50 ')).toBe(1200.5);
    expect(parseCurrency('USD 300')).toBe(300);
    expect(parseCurrency('1 000 000')).toBe(1_000_000);
    expect(parseCurrency('.5')).toBe(0.5);
    expect(parseCurrency(42)).toBe(42);
  });
  it('keeps the sign and marks garbage as NaN so a validator can tell them apart', () => {
    expect(parseCurrency('-5')).toBe(-5);
    expect(parseCurrency('$-5')).toBe(-5);
    expect(parseCurrency('abc')).toBeNaN();
    expect(parseCurrency('1e3')).toBeNaN();
    expect(parseCurrency('0x10')).toBeNaN();
    expect(parseCurrency('12abc')).toBeNaN();
    expect(parseCurrency(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency(null)).toBeNull();
  });
  it('parses to a non-negative value or null', () => {
    expect(toNonNegativeNumber('$1,200')).toBe(1200);
    expect(toNonNegativeNumber('0')).toBe(0);
    expect(toNonNegativeNumber('-1')).toBeNull();
    expect(toNonNegativeNumber('lots')).toBeNull();
    expect(toNonNegativeNumber('')).toBeNull();
  });
  it('reads whole numbers only for counts', () => {
    expect(toNonNegativeInteger('12')).toBe(12);
    expect(toNonNegativeInteger('1.5')).toBeNull();
    expect(toNonNegativeInteger('-3')).toBeNull();
  });
});

describe('whitespace', () => {
  it('collapses runs of whitespace and trims', () => {
    expect(collapseWhitespace('  Acme \t\n  Labs  ')).toBe('Acme Labs');
  });
  it('drops control characters PostgreSQL cannot store', () => {
    expect(collapseWhitespace('a\u0000b\u0007c')).toBe('abc');
  });
  it('keeps paragraph breaks in long answers', () => {
    expect(collapseWhitespaceKeepParagraphs('  One   two \r\nthree\n\n\n\n  four  ')).toBe(
      'One two\nthree\n\nfour',
    );
  });
  it('turns empty text into null', () => {
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(' a  b ')).toBe('a b');
    expect(textOrNull('a\n\nb', { multiline: true })).toBe('a\n\nb');
  });
});

describe('normalizeEmail', () => {
  it('lowercases and trims', () => {
    expect(normalizeEmail('  Ada.Founder@Example.COM ')).toBe('ada.founder@example.com');
  });
});
