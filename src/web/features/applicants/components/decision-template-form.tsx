import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  decisionMailKindLabels,
  decisionMailPlaceholders,
  renderDecisionMail,
  decisionMailTextSchema,
  type DecisionMailTemplate,
} from '~/shared/decision-mail';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { fieldsOf, Form, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { useResetTemplate, useSaveTemplate } from '../decisions-api';
import { MailPreview } from './mail-preview';

/** What the preview fills the placeholders with. */
const sample = {
  applicant: 'Ada Founder',
  project: 'Orbit Labs',
  message: 'Your message for this decision appears here.',
};

/**
 * One decision e-mail's template: subject, heading and body with placeholders, previewed as it
 * renders. Super admins save or reset it; other admins read it.
 */
export function DecisionTemplateForm({
  template,
  canEdit,
  statusLabel,
}: {
  template: DecisionMailTemplate;
  canEdit: boolean;
  statusLabel: string;
}) {
  const form = useZodForm(decisionMailTextSchema, {
    defaultValues: { subject: template.subject, heading: template.heading, body: template.body },
  });
  const save = useSaveTemplate(template.kind);
  const reset = useResetTemplate(template.kind);
  const values = useWatch({ control: form.control });
  const preview = renderDecisionMail(
    { subject: values.subject ?? '', heading: values.heading ?? '', body: values.body ?? '' },
    { ...sample, status: statusLabel },
  );
  const name = decisionMailKindLabels[template.kind];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form
        form={form}
        className="grid content-start gap-4"
        aria-label={`${name} template`}
        onSubmit={(text) =>
          save.mutate(text, {
            onSuccess: (saved) => {
              form.reset({ subject: saved.subject, heading: saved.heading, body: saved.body });
              toast.success('Template saved', { description: `${name} e-mails use the new text.` });
            },
            onError: formError(form, fieldsOf(decisionMailTextSchema), 'Failed to save the template'),
          })
        }
      >
        <p className="text-sm text-muted-foreground">
          Placeholders: {decisionMailPlaceholders.map((p) => `{${p}}`).join(', ')}. A blank line starts a new
          paragraph; a paragraph left empty (an unused {'{message}'}) is not sent.
        </p>
        <fieldset disabled={!canEdit} className="grid gap-4">
          <TextField name="subject" label="Subject" maxLength={200} />
          <TextField name="heading" label="Heading" maxLength={200} />
          <FormInput name="body" label="Body">
            <Textarea rows={12} maxLength={5000} />
          </FormInput>
        </fieldset>
        {canEdit ? (
          <div className="flex flex-wrap justify-end gap-2">
            {template.customised && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" busy={reset.isPending}>
                    Reset to default
                  </Button>
                }
                title={`Reset the ${name} e-mail?`}
                description="The built-in text replaces your saved one."
                confirmLabel="Reset to default"
                onConfirm={() =>
                  reset.mutate(undefined, {
                    onSuccess: (d) => {
                      form.reset({ subject: d.subject, heading: d.heading, body: d.body });
                      toast.success('Template reset');
                    },
                    onError: (err) =>
                      toast.error('Failed to reset the template', { description: err.message }),
                  })
                }
              />
            )}
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Only super admins edit the templates.</p>
        )}
      </Form>
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-semibold">Preview</h2>
        <MailPreview to="ada@example.com" mail={preview} />
      </div>
    </div>
  );
}
