import { DocLink, Note, Prose, Shot } from '../components/prose';

export default function Reviewing() {
  return (
    <Prose>
      <p>
        Anyone can apply at <code>/apply</code>: six steps (Basic Information with the logo, documents and
        whitepaper uploads; Contact Information; Project Details; Technical Details; Team &amp; Funding;
        Timeline &amp; Goals). The whole application arrives in one request and is stored all or nothing; one
        contact e-mail can apply once. Images may be up to 5 MB (JPG, PNG, SVG, WebP), documents up to 10 MB
        (PDF, DOC, DOCX, PPT, PPTX), and each file is checked by its bytes, not its name.
      </p>
      <h2 id="live">Live notifications</h2>
      <p>
        Admins see a toast &lsquo;New Incubator Application!&rsquo; with the project, contact name and e-mail
        as soon as one arrives, and the <strong>Applicants</strong> entry of the sidebar shows the unread
        count (capped at 99+). The badge turns urgent when the latest unread application is older than 24
        hours, and high when 5 or more are unread.
      </p>
      <h2 id="list">The applicants list</h2>
      <p>
        <code>/admin/applicants</code> lists every application with its status and an unread mark. Filter by
        status with the tabs and by text with the search box, sort by column, and <strong>Export CSV</strong>{' '}
        exports what the filters select. &lsquo;Read&rsquo; is per admin: mark one application, a selection,
        or every application of a status as read.
      </p>
      <Shot
        name="applicants"
        alt="The Applicants table with status tabs, a search box, unread marks and the Export CSV button"
        caption="Applicants: status tabs, search, unread marks and CSV export."
      />
      <h2 id="decide">Reviewing one application</h2>
      <p>
        Opening an application shows every field and its files (downloaded as attachments, never shown
        inline). Its status moves <strong>Submitted</strong> → <strong>Under Review</strong> →{' '}
        <strong>Approved</strong> or <strong>Rejected</strong>; an admin may reopen a decision (back to Under
        Review). Any other change is refused. Each change adds a row to the history, with an optional note,
        and sends the applicant an e-mail. Admins can also keep internal notes on the application.
      </p>
      <Shot
        name="applicant-detail"
        alt="One application: its fields, status actions, notes and status history"
        caption="One application: status actions, history and notes."
      />
      <p>
        An approved application gets <strong>Create incubated project</strong>: it creates the project from
        the application&apos;s details, and from then on the page links to it (
        <strong>Open incubated project</strong>). Only a super admin may delete an application, which removes
        its files, notes and history for good.
      </p>
      <Note>
        <strong>Analytics</strong> (<code>/admin/analytics</code>) turns the same rows into the status funnel,
        the conversion rate (approved divided by all applications, one decimal), applications per day over 30
        days and the industry split.
      </Note>
      <p>
        Next: <DocLink to="incubator">Running the incubator</DocLink>.
      </p>
    </Prose>
  );
}
