import { expect, test } from './fixtures';

// The CSP must hold the SPA's real pages without a single violation: scripts only from our origin,
// inline styles allowed for Radix/recharts, no framing.
for (const path of ['/', '/companies', '/faq', '/transparency', '/auth']) {
  test(`no Content-Security-Policy violation on ${path}`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(violations).toEqual([]);
  });
}
