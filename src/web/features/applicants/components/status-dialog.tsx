import { useState } from 'react';
import {
  applicationStatusLabels,
  isHoldable,
  statusChangeSchema,
  type ApplicationDetail,
  type ApplicationStatusValue,
  type StatusChangeInput,
} from '~/shared/applicants';
import {
  CHANGE_REQUEST_DAYS,
  decisionMailKindFor,
  renderDecisionMail,
  type DecisionMailText,
} from '~/shared/decision-mail';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Textarea } from '~/web/components/ui/textarea';
import { CheckRow } from '~/web/components/ui/check-row';
import { useDecisionTemplates } from '../decisions-api';
import { MailPreview } from './mail-preview';

/** What each transition is called on its button. */
export const actionLabel = (from: ApplicationStatusValue, to: ApplicationStatusValue) => {
  if (to === 'under_review') {
    if (from === 'submitted') return 'Start review';
    return from === 'changes_requested' ? 'Back to review' : 'Reopen';
  }
  if (to === 'approved') return 'Approve';
  if (to === 'rejected') return 'Reject';
  if (to === 'changes_requested') return 'Request changes';
  return applicationStatusLabels[to];
};

type Errors = Partial<Record<string, string>>;

/**
 * One status change: the message to the applicant, the e-mail previewed as it will be sent (and
 * editable for this send only), 'without e-mail', 'hold' for approvals and rejections, and the
 * internal note. Checked by the shared schema before it goes; the server's field errors land on
 * the same inputs.
 */
export function StatusDialog({
  detail,
  target,
  pending,
  serverErrors,
  onCancel,
  onSubmit,
}: {
  detail: ApplicationDetail;
  target: ApplicationStatusValue;
  pending: boolean;
  serverErrors?: Errors;
  onCancel: () => void;
  onSubmit: (input: StatusChangeInput) => void;
}) {
  const { status, name, contactName, contactEmail } = detail.application;
  const templates = useDecisionTemplates().data?.templates;
  const kind = decisionMailKindFor(status, target);
  const template = templates?.find((t) => t.kind === kind);
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [hold, setHold] = useState(false);
  const [edited, setEdited] = useState<DecisionMailText | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...serverErrors, ...errors };
  const requestChanges = target === 'changes_requested';
  const text = edited ?? template;
  const rendered =
    text &&
    renderDecisionMail(text, {
      applicant: contactName,
      project: name,
      status: applicationStatusLabels[target],
      message: message.trim(),
    });

  const submit = () => {
    const input: StatusChangeInput = {
      status: target,
      note: note.trim() || undefined,
      message: message.trim() || undefined,
      sendEmail: requestChanges ? undefined : sendEmail,
      mailText: sendEmail && edited ? edited : undefined,
      hold: hold || undefined,
    };
    const parsed = statusChangeSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    onSubmit(input);
  };

  const label = hold ? 'Hold decision' : actionLabel(status, target);
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <AlertDialogTitle>
          {actionLabel(status, target)}: change status to {applicationStatusLabels[target]}?
        </AlertDialogTitle>
        <AlertDialogDescription>
          {name} moves from {applicationStatusLabels[status]} to {applicationStatusLabels[target]}.{' '}
          {requestChanges
            ? `The applicant is e-mailed your message and a link to edit the application (valid ${CHANGE_REQUEST_DAYS} days, works once).`
            : 'Every admin is notified.'}
        </AlertDialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField
            label={
              requestChanges ? 'What should the applicant change?' : 'Message to the applicant (optional)'
            }
            hint={requestChanges ? undefined : 'Shown in the e-mail where the template has {message}.'}
            error={shown.message}
          >
            <Textarea
              maxLength={5000}
              rows={requestChanges ? 4 : 2}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </FormField>

          {!requestChanges && (
            <CheckRow checked={sendEmail} onChange={setSendEmail}>
              E-mail the applicant
            </CheckRow>
          )}
          {isHoldable(target) && (
            <CheckRow
              checked={hold}
              onChange={setHold}
              hint={`The status stays ${applicationStatusLabels[status]} and nobody is e-mailed until you release the held decisions together.`}
            >
              Hold this decision
            </CheckRow>
          )}
          {shown.hold && <p className="text-sm font-medium text-destructive">{shown.hold}</p>}

          {sendEmail && rendered && (
            <div className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">E-mail to the applicant</h3>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-expanded={edited !== null}
                  onClick={() => setEdited(edited ? null : { ...text })}
                >
                  {edited ? 'Use the template' : 'Edit this e-mail'}
                </Button>
              </div>
              {edited && (
                <div className="grid gap-3 rounded-md border p-3">
                  <p className="text-xs text-muted-foreground">
                    For this send only. Placeholders: {'{applicant}'}, {'{project}'}, {'{status}'},{' '}
                    {'{message}'}.
                  </p>
                  <FormField label="Subject" error={shown['mailText.subject']}>
                    <Input
                      value={edited.subject}
                      maxLength={200}
                      onChange={(e) => setEdited({ ...edited, subject: e.target.value })}
                    />
                  </FormField>
                  <FormField label="Heading" error={shown['mailText.heading']}>
                    <Input
                      value={edited.heading}
                      maxLength={200}
                      onChange={(e) => setEdited({ ...edited, heading: e.target.value })}
                    />
                  </FormField>
                  <FormField label="Body" error={shown['mailText.body']}>
                    <Textarea
                      rows={8}
                      maxLength={5000}
                      value={edited.body}
                      onChange={(e) => setEdited({ ...edited, body: e.target.value })}
                    />
                  </FormField>
                </div>
              )}
              <MailPreview
                to={contactEmail}
                mail={rendered}
                linkNote={
                  requestChanges
                    ? 'Update your application: a personal link, made when the e-mail is sent.'
                    : undefined
                }
              />
              {hold && (
                <p className="text-xs text-muted-foreground">Sent when the held decisions are released.</p>
              )}
            </div>
          )}

          <FormField label="Note for the history (optional)" error={shown.note}>
            <Textarea maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>

          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button
              type="submit"
              variant={target === 'rejected' && !hold ? 'destructive' : 'default'}
              disabled={pending}
            >
              {label}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
