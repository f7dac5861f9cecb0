/** The pages of a block explorer Hatchery links to (Snowtrace, Etherscan and their kind share them). */
export type ExplorerPage = 'address' | 'tx';

/**
 * The one way to link into a network's explorer: `explorerLink('https://testnet.snowtrace.io/',
 * 'tx', hash)` -> `https://testnet.snowtrace.io/tx/0x…`. Trailing slashes of the saved URL are
 * dropped, so a network saved either way links the same.
 */
export function explorerLink(explorerUrl: string, page: ExplorerPage, id: string): string {
  return `${explorerUrl.replace(/\/+$/, '')}/${page}/${id}`;
}
