import { DocLink, Note, Prose, Shot } from '../components/prose';

export default function Contracts() {
  return (
    <Prose>
      <p>
        The contract side of Hatchery keeps track of deployed smart contracts on Avalanche networks and gives
        admins a console to read and write them. It runs on the admins&apos; own wallet: Hatchery never holds
        a key.
      </p>
      <h2 id="networks">Networks</h2>
      <p>
        <code>/network</code> lists the networks contracts can live on. Avalanche C-Chain (chain id 43114) and
        Fuji testnet (43113) are seeded. Each network has a name, chain id, currency symbol, RPC URL and
        explorer URL (http or https, at most 500 characters, no user name or password; the active list is
        public because wallets read it), testnet and active flags and an optional Multicall3 address.{' '}
        <strong>Check health</strong> asks the RPC for its chain id and latest block and says whether the
        chain id matches. A network with registered contracts cannot be deleted.
      </p>
      <Shot
        name="networks"
        alt="The Networks page listing Avalanche and Fuji with chain id, symbol, RPC and explorer"
        caption="Networks, with the seeded Avalanche and Fuji."
      />
      <h2 id="contracts">Registering a contract</h2>
      <p>
        <code>/contracts/new</code> (or the step-by-step <code>/contracts/wizard</code>: Network → Address →
        ABI → Admin functions → Review) registers a contract that is already deployed: choose the network,
        give the address (checksummed; Hatchery checks that bytecode exists there), and the ABI, pasted,
        uploaded as a .json file or picked from the standard ABI library (ERC-20, ERC-721, ERC-1155, Ownable,
        AccessControl, Pausable). The ABI is validated and hashed. Then mark which functions are{' '}
        <em>admin functions</em>; the console flags them.
      </p>
      <Shot
        name="contract-register"
        alt="The Register a contract form: network, address, ABI source and product"
        caption="Registering a deployed contract."
      />
      <h2 id="products">Products</h2>
      <p>
        A product (<code>/products</code>) groups the deployments of one thing across networks (the same token
        on Fuji and on mainnet, say), with tags and an active flag. Its page lists its deployments, their
        launch schedules (planned launch dates and status) and revenue sharing.
      </p>
      <h2 id="interfaces">Interfaces: the console</h2>
      <p>
        <code>/interfaces</code> lists every deployment; <code>/interfaces/&#123;id&#125;</code> is its
        console, built from the ABI:
      </p>
      <ul>
        <li>
          <strong>Read</strong>: view and pure functions with typed inputs, run on the network&apos;s RPC.
        </li>
        <li>
          <strong>Write</strong>: needs the wallet connected on the right chain; the call is simulated first,
          then sent; you see the transaction hash with an explorer link, then the receipt. Payable functions
          get a value field; a revert reason is decoded. On a mainnet (a network not marked Testnet) each
          write asks for a confirmation first.
        </li>
        <li>
          <strong>Events</strong>: the recent logs of the contract, decoded.
        </li>
      </ul>
      <h2 id="journal">The transaction journal</h2>
      <p>
        Every write sent from the console is kept in the deployment&apos;s journal: who sent it, the function,
        its arguments, the hash and the status (pending, success, reverted or failed). The server checks a
        pending transaction&apos;s receipt on the chain rather than trusting the browser: success and reverted
        always come from the chain (&ldquo;Confirmed on chain&rdquo;). A browser can only report a send as
        failed, and the journal shows who reported it; a failed-transaction monitor fires only when the chain
        says the transaction reverted.
      </p>
      <Note>
        The wallet controls (connect, network switch) sit in the header of every admin page. Public pages
        never load wallet code.
      </Note>
      <p>
        Every call the console makes is in the <DocLink to="api">API reference</DocLink> under Contracts,
        Deployments, Networks and Products.
      </p>
    </Prose>
  );
}
