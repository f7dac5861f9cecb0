import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import {
  applicationStatusLabels,
  isHoldable,
  statusChangeSchema,
  type StatusChangeInput,
} from '~/shared/schemas/applicant-status';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import type { ApplicationStatusValue } from '~/shared/enums';
import { CHANGE_REQUEST_DAYS, decisionMailKindFor, renderDecisionMail } from '~/shared/decision-mail';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
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

const mailTextFields = z.object({ subject: z.string(), heading: z.string(), body: z.string() });
/** The dialog's inputs as typed; the shared schema checks what they make. */
const dialogFields = z.object({
  message: z.string(),
  note: z.string(),
  sendEmail: z.boolean(),
  hold: z.boolean(),
  /** This send's own text, once 'Edit this e-mail' is pressed. */
  mailText: mailTextFields.nullable(),
});
type DialogFields = z.input<typeof dialogFields>;
// Where the server's field errors land: not on `sendEmail`, a checkbox with no message of its own,
// nor on `mailText` as a whole, but on each of its inputs (`mailText.subject`). The caller's toast
// says every refusal.
const inputFields = [
  ...fieldsOf(dialogFields).filter((name) => name !== 'sendEmail' && name !== 'mailText'),
  ...fieldsOf(mailTextFields).map((name) => `mailText.${name}` as const),
];

/** The change the inputs ask for, checked by the schema the server uses (its messages, its field names). */
const statusChangeFor = (target: ApplicationStatusValue) =>
  dialogFields
    .transform((v): StatusChangeInput => ({
      status: target,
      note: v.note.trim() || undefined,
      message: v.message.trim() || undefined,
      sendEmail: target === 'changes_requested' ? undefined : v.sendEmail,
      mailText: v.sendEmail && v.mailText ? v.mailText : undefined,
      hold: v.hold || undefined,
    }))
    .pipe(statusChangeSchema);

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
  refusal,
  onCancel,
  onSubmit,
}: {
  detail: ApplicationDetail;
  target: ApplicationStatusValue;
  pending: boolean;
  /** The server's refusal of the last send: its field errors go on the inputs. */
  refusal?: unknown;
  onCancel: () => void;
  onSubmit: (input: StatusChangeInput) => void;
}) {
  const { status, name, contactName, contactEmail } = detail.application;
  const templates = useDecisionTemplates().data?.templates;
  const kind = decisionMailKindFor(status, target);
  const template = templates?.find((t) => t.kind === kind);
  const schema = useMemo(() => statusChangeFor(target), [target]);
  const form = useZodForm(schema, {
    defaultValues: {
      message: '',
      note: '',
      sendEmail: true,
      hold: false,
      mailText: null,
    } satisfies DialogFields,
  });
  const { message, sendEmail, hold, mailText: edited } = form.watch();
  useEffect(() => void setServerErrors(refusal, form.setError, inputFields), [refusal, form]);
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
        <Form form={form} className="grid gap-4" onSubmit={onSubmit}>
          <FormInput
            name="message"
            label={
              requestChanges ? 'What should the applicant change?' : 'Message to the applicant (optional)'
            }
            hint={requestChanges ? undefined : 'Shown in the e-mail where the template has {message}.'}
          >
            <Textarea maxLength={5000} rows={requestChanges ? 4 : 2} />
          </FormInput>

          {!requestChanges && (
            <CheckRow checked={sendEmail} onChange={(on) => form.setValue('sendEmail', on)}>
              E-mail the applicant
            </CheckRow>
          )}
          {isHoldable(target) && (
            <CheckRow
              checked={hold}
              onChange={(on) => form.setValue('hold', on, { shouldValidate: form.formState.isSubmitted })}
              hint={`The status stays ${applicationStatusLabels[status]} and nobody is e-mailed until you release the held decisions together.`}
            >
              Hold this decision
            </CheckRow>
          )}
          {form.formState.errors.hold && (
            <p className="text-sm font-medium text-destructive">{form.formState.errors.hold.message}</p>
          )}

          {sendEmail && rendered && (
            <div className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">E-mail to the applicant</h3>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-expanded={edited !== null}
                  onClick={() => form.setValue('mailText', edited ? null : { ...text })}
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
                  <FormInput name="mailText.subject" label="Subject">
                    <Input maxLength={200} />
                  </FormInput>
                  <FormInput name="mailText.heading" label="Heading">
                    <Input maxLength={200} />
                  </FormInput>
                  <FormInput name="mailText.body" label="Body">
                    <Textarea rows={8} maxLength={5000} />
                  </FormInput>
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

          <FormInput name="note" label="Note for the history (optional)">
            <Textarea maxLength={2000} />
          </FormInput>

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
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
