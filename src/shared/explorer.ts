/** The pages of a block explorer Hatchery links to (Snowtrace, Etherscan and their kind share them). */
export type ExplorerPage = 'address' | 'tx';

/**
 * The one way to link into a network's explorer: `explorerLink('https://testnet.snowtrace.io/',
 * 'tx', hash)` -> `https://testnet.snowtrace.io/tx/0x…`. Trailing slashes of the saved URL are
 * dropped, so a network saved either way links the same. A network without an explorer (a local
 * chain) has no link: null, and the screen shows the address or hash as plain text.
 */
export function explorerLink(
  explorerUrl: string | null | undefined,
  page: ExplorerPage,
  id: string,
): string | null {
  if (!explorerUrl) return null;
  return `${explorerUrl.replace(/\/+$/, '')}/${page}/${id}`;
}
