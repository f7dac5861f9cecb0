import { mkdirSync } from 'node:fs';
import { createApplication } from '../../src/server/test/factories';
import {
  createDeploymentRow,
  createNetworkRow,
  createProductRow,
} from '../../src/server/test/contract-factories';
import { setTheme, signInAs, test } from './auth-fixtures';

// Screenshots of the screens rebuilt on the shared form, table and confirm-dialog pieces (issue 9),
// to look at: light and dark, 375 and 1280 px. Runs only when SCREENS_DIR is set.
const dir = process.env.SCREENS_DIR;
test.skip(!dir, 'set SCREENS_DIR to take the screenshots');

test('rebuilt admin screens, light and dark, 375 and 1280 px', async ({ page, server }) => {
  test.setTimeout(240_000);
  mkdirSync(dir!, { recursive: true });
  const network = await createNetworkRow(server.db, { name: 'Screens Chain', chainId: 990_001 });
  const product = await createProductRow(server.db, {
    name: 'Launchpad',
    description: 'Token launches',
    tags: ['DeFi'],
  });
  await createDeploymentRow(server.db, { productId: product.id, networkId: network.id, chainId: 990_001 });
  for (let i = 0; i < 3; i++) await createApplication(server.db, {});
  await signInAs(page, server, 'super_admin');
  const screens: Array<[string, string]> = [
    ['applicants', '/admin/applicants'],
    ['users', '/admin/users'],
    ['network', '/network'],
    ['products', '/products'],
    ['product-detail', `/products/${product.id}`],
    ['product-new', '/products/new'],
    ['interfaces', '/interfaces'],
    ['contracts', '/contracts'],
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of screens) {
        await page.goto(path);
        await setTheme(page, theme);
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage: true });
      }
    }
  }
});
