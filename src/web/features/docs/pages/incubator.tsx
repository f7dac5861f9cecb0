import { DocLink, Prose, Shot } from '../components/prose';

export default function Incubator() {
  return (
    <Prose>
      <p>
        <code>/incubator</code> is the admins&apos; list of every incubated project (visitors see the public
        list of active ones at the same address). A project comes from an approved application or is created
        directly; each has its page at <code>/incubator/&#123;id&#125;</code> with these tabs:
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Tab</th>
            <th scope="col">What it holds</th>
            <th scope="col">Who edits</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Profile</td>
            <td>
              Name, descriptions, logo, website, industry, company type, tags, phase, money figures, the
              onboarding date, and the Featured and Active flags.
            </td>
            <td>Admins; the owner edits the public profile</td>
          </tr>
          <tr>
            <td>Programme</td>
            <td>
              Day and phase of the <DocLink to="programme">100-day programme</DocLink>, milestones.
            </td>
            <td>Admins</td>
          </tr>
          <tr>
            <td>Team</td>
            <td>Members and their project roles; the owner.</td>
            <td>Admins and the owner</td>
          </tr>
          <tr>
            <td>Capital</td>
            <td>Capital sources read from the chain, their sync status and history.</td>
            <td>Admins</td>
          </tr>
          <tr>
            <td>Revenue</td>
            <td>Revenue targets and profit distributions.</td>
            <td>Admins only (hidden from members)</td>
          </tr>
          <tr>
            <td>Messages</td>
            <td>
              The project&apos;s thread with the admins (see <DocLink to="messaging">Messaging</DocLink>).
            </td>
            <td>Admins and members</td>
          </tr>
        </tbody>
      </table>
      <p>
        Members of the project open the same page in the public layout and see what their role may see; the
        open tab is kept in the address (<code>?tab=capital</code>), so a link opens the same one. Only active
        projects appear on the public site; featured ones come first.
      </p>
      <Shot
        name="incubator-list"
        alt="The admins' incubator list: search and filters, and per project its phase, programme day, capital against target, team size, milestones and unread messages"
        caption="The management list at /incubator, as admins see it."
      />
      <Shot
        name="incubator-project"
        alt="A project's page with its phase badge, the Profile, Programme, Team, Capital, Revenue and Messages tabs, and the profile with its publish switch"
        caption="A project page in the admin area, on its Profile tab."
      />
      <h2 id="capital">Capital sources and sync</h2>
      <p>
        A capital source says where raised money is read on chain: a name, a type (VIP NFT, token sale or
        other), the network and contract address, and how the amount is measured (the native balance of the
        address, an ERC-20 balance it holds, or a view function of the contract), with an optional conversion
        to USD (none, a fixed rate or a price aggregator).
      </p>
      <p>
        Hatchery reads the sources itself: 2 seconds after start, then every 10 minutes up to an hour, then
        every 30 minutes, batching reads through Multicall3 where the network has it. A source read in the
        last 60 seconds counts as cached unless a sync is forced from the Capital tab, which answers with how
        many sources were updated and how many came from the cache. Each source shows its status (pending,
        syncing, completed, failed); a failing one is retried after 1, 2, 4 … minutes, at most 30. A project
        with sources raised the sum of its completed ones; without sources it keeps the figure an admin
        entered.
      </p>
      <Shot
        name="incubator-capital"
        alt="The Capital tab: capital raised against the target, the sources with how each is measured and its sync status, and Sync now"
        caption="The Capital tab: sources read from the chain and their sync status."
      />
      <h2 id="revenue">Revenue</h2>
      <p>
        Revenue targets (amount and target date, with a status) and profit-sharing distributions are recorded
        per project. Launch schedules of contracts live with the products (see{' '}
        <DocLink to="contracts">Smart contracts</DocLink>). Distributions are insert-only: a wrong one is
        corrected by another entry, never edited.
      </p>
    </Prose>
  );
}
