import { CONTENT_MAX, SNIPPET_LENGTH, SUBJECT_MAX } from '~/shared/schemas/messages';
import { DocLink, Note, Prose, Shot } from '../components/prose';

export default function Messaging() {
  return (
    <Prose>
      <p>
        Each incubated project has one message thread between its members (the owner and the team) and the
        Hatchery admins. Members of one project never see another project&apos;s thread.
      </p>
      <h2 id="write">Writing a message</h2>
      <p>
        Founders write from <strong>Message the team</strong> on their project dashboard; admins answer from
        the <strong>Messages</strong> inbox (<code>/admin/messages</code>) or the project&apos;s Messages tab.
        A message has a subject (at most {SUBJECT_MAX} characters), the text (at most {CONTENT_MAX}) and a
        priority: low, medium (the default), high or urgent. Send stays disabled until subject and text are
        non-empty after trimming. Links are shown as plain text, never as HTML; attachments are not supported.
      </p>
      <Shot
        name="message-dialog"
        alt="The founder's message dialog: the thread oldest first, each message marked You or Admin, and the form with subject, message and priority"
        caption="The founder's side: the thread, oldest first, and the form."
      />
      <p>
        In the thread your own messages read <strong>You</strong> and the other side&apos;s{' '}
        <strong>Admin</strong>. Each shows its status: Sending..., Delivered, Read, Sent, Replied or Archived,
        and <strong>Edited</strong> once changed. The sender may edit a message until the other side has read
        it.
      </p>
      <h2 id="delivery">Delivery</h2>
      <p>
        Storing a message notifies the other side: founders&apos; messages are mailed to the admins (and
        admins&apos; replies to the project&apos;s members), and a live event updates every open screen of the
        thread. Then the message is <em>delivered</em>. If the mail or the event fails, the message stays{' '}
        <em>pending</em>, a warning is logged, and the server tries again every minute until it goes through;
        the message itself is never lost.
      </p>
      <h2 id="admins">The admins&apos; inbox</h2>
      <p>
        The inbox lists every thread, unread first, with the priority and age of its messages; filter it by
        status (unread, read, replied, archived). Answering marks the project&apos;s open messages replied;{' '}
        <strong>Archive thread</strong> puts a thread away. The sidebar&apos;s Messages entry counts unread
        messages, styled urgent when one is urgent or has waited more than 24 hours.
      </p>
      <Shot
        name="admin-messages"
        alt="The admins' Messages inbox: threads on the left with unread counts and priorities, the open conversation on the right"
        caption="The admins' inbox: threads unread first, the conversation and the reply form."
      />
      <h2 id="live">Live link and desktop notices</h2>
      <p>
        The dialog shows the live link: connecting, connected or disconnected (it reconnects by itself). With{' '}
        <strong>Notify me of replies</strong> the browser asks for permission; after that an admin&apos;s
        message raises a desktop notice with its subject and the first {SNIPPET_LENGTH} characters.
      </p>
      <Note>
        Toasts: &lsquo;Message sent to admins&rsquo;, &lsquo;Failed to send message&rsquo; and &lsquo;Failed
        to load messages&rsquo;. The calls are listed under Messages and Admin messages in the{' '}
        <DocLink to="api">API reference</DocLink>.
      </Note>
    </Prose>
  );
}
