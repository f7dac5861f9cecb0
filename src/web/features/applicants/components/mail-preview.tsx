import type { RenderedDecisionMail } from '~/shared/decision-mail';

/** The applicant's e-mail as it will be sent: recipient, subject, heading and paragraphs. */
export function MailPreview({
  to,
  mail,
  linkNote,
}: {
  to?: string;
  mail: RenderedDecisionMail;
  /** Stands in for a link made only when the mail is sent. */
  linkNote?: string;
}) {
  return (
    <section aria-label="E-mail preview" className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {to && (
          <>
            <dt className="text-muted-foreground">To</dt>
            <dd className="break-all">{to}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="font-medium break-words">{mail.subject}</dd>
      </dl>
      <div className="grid gap-2 border-t pt-2">
        <p className="font-semibold">{mail.heading}</p>
        {mail.paragraphs.map((p, i) => (
          <p key={i} className="break-words whitespace-pre-line">
            {p}
          </p>
        ))}
        {linkNote && <p className="text-xs text-muted-foreground italic">{linkNote}</p>}
      </div>
    </section>
  );
}
