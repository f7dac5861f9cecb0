import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  messageCreateSchema,
  messagePriorities,
  priorityLabels,
  type Message,
  type MessageCreateInput,
} from '~/shared/schemas/messages';
import { Form, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';

const blank: MessageCreateInput = { subject: '', messageContent: '', priority: 'medium' };

/**
 * Subject, message and priority (spec section 5 'Messages'). Send stays disabled until both
 * texts are non-empty after trimming. With `editing`, it changes that message instead.
 */
export function MessageComposer({
  editing,
  busy,
  submitLabel,
  onSubmit,
  onCancelEdit,
}: {
  editing: Message | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: MessageCreateInput, reset: () => void) => void;
  onCancelEdit: () => void;
}) {
  const form = useZodForm(messageCreateSchema, { defaultValues: blank });
  const [subject, content] = useWatch({ control: form.control, name: ['subject', 'messageContent'] });
  const ready = (subject ?? '').trim() !== '' && (content ?? '').trim() !== '';

  useEffect(() => {
    form.reset(
      editing
        ? { subject: editing.subject, messageContent: editing.messageContent, priority: editing.priority }
        : blank,
    );
  }, [editing, form]);

  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, () => form.reset(blank))} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <TextField name="subject" label="Subject" autoComplete="off" maxLength={200} />
        <FormInput name="priority" label="Priority">
          <NativeSelect>
            <Options items={messagePriorities} label={(p) => priorityLabels[p]} />
          </NativeSelect>
        </FormInput>
      </div>
      <FormInput name="messageContent" label="Message">
        <Textarea rows={4} maxLength={5000} />
      </FormInput>
      <FormActions onCancel={editing ? onCancelEdit : undefined} pending={busy} disabled={!ready}>
        {editing ? 'Save changes' : submitLabel}
      </FormActions>
    </Form>
  );
}
