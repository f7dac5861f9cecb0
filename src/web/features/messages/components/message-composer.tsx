import { useEffect, useRef, useState } from 'react';
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
 * texts are non-empty after trimming. With `editing`, it changes that message instead; when an
 * edit ends with `draftAfterEdit` set (the message was read meanwhile), that text stays in the
 * form to be sent as a new message rather than being thrown away.
 */
export function MessageComposer({
  editing,
  draftAfterEdit = null,
  busy,
  submitLabel,
  onSubmit,
  onCancelEdit,
}: {
  editing: Message | null;
  draftAfterEdit?: MessageCreateInput | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: MessageCreateInput, reset: () => void) => void;
  onCancelEdit: () => void;
}) {
  const form = useZodForm(messageCreateSchema, { defaultValues: blank });
  const [subject, content] = useWatch({ control: form.control, name: ['subject', 'messageContent'] });
  const ready = (subject ?? '').trim() !== '' && (content ?? '').trim() !== '';

  // Sending empties the form and disables Send, and Edit/Save/Cancel swap the buttons: each would
  // drop a keyboard user's focus to the dialog's start, so it goes to Subject, where writing resumes.
  // A reset unregisters the inputs until the next render, so the focus waits for that render.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) form.setFocus('subject');
  }, [refocus, form]);
  const shown = useRef(editing);
  // Read by the reset below, which runs after this one, without resetting the form when only the
  // draft changes.
  const draft = useRef(draftAfterEdit);
  useEffect(() => {
    draft.current = draftAfterEdit;
  });
  useEffect(() => {
    form.reset(
      editing
        ? { subject: editing.subject, messageContent: editing.messageContent, priority: editing.priority }
        : (draft.current ?? blank),
    );
    if (shown.current !== editing) setRefocus((n) => n + 1);
    shown.current = editing;
  }, [editing, form]);
  const sent = () => {
    form.reset(blank);
    setRefocus((n) => n + 1);
  };

  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, sent)} className="grid gap-3">
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
