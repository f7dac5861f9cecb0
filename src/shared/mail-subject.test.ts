import { describe, expect, it } from 'vitest';
import { oneLineText, quotedForSubject } from './mail-subject';

describe('quotedForSubject', () => {
  it('quotes the text so the reader sees where it starts and ends', () => {
    expect(quotedForSubject('Glacier Swap')).toBe('“Glacier Swap”');
    expect(quotedForSubject('Say "hi" ”now“')).toBe('“Say "hi" ”now“”');
  });

  it('puts it on one line: CR, LF, tabs, other control characters and bidi overrides become one space', () => {
    expect(quotedForSubject('Evil\r\nBcc: x@evil.test')).toBe('“Evil Bcc: x@evil.test”');
    expect(quotedForSubject(' a\u0000b\u0007\u001b[31m\u007f\u0085c\u2028d\u202ee\u2066f ')).toBe(
      '“a b [31m c d e f”',
    );
    expect(oneLineText('\n\t \r')).toBe('');
  });

  it('cuts it at the limit with an ellipsis, counting characters not UTF-16 units', () => {
    expect(quotedForSubject('x'.repeat(60))).toBe(`“${'x'.repeat(60)}”`);
    expect(quotedForSubject('x'.repeat(61))).toBe(`“${'x'.repeat(59)}…”`);
    expect(quotedForSubject('🚀'.repeat(10), 5)).toBe('“🚀🚀🚀🚀…”');
    expect(quotedForSubject('abc   def', 5)).toBe('“abc…”');
  });
});
