import { useState } from 'react';
import { toast } from 'sonner';
import { memberAddSchema, projectRoleLabels, teamRoles } from '~/shared/schemas/project-members';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { TextField } from '~/web/components/ui/text-field';
import { useAddMember } from '../api';

/**
 * One e-mail field: the server mails the address an invitation into the project, and the person
 * joins when they accept it (from the link, or from their dashboard when they have an account).
 */
export function AddMemberForm({ projectId }: { projectId: string }) {
  const form = useZodForm(memberAddSchema, { defaultValues: { email: '', role: 'member' } });
  const add = useAddMember(projectId);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <Form
      form={form}
      className="grid gap-3"
      aria-label="Add a team member"
      onSubmit={(values) => {
        setOutcome(null);
        add.mutate(values, {
          onSuccess: (result) => {
            const text = `Invitation sent to ${result.invitation.email}`;
            setOutcome(text);
            toast.success(text);
            form.reset({ email: '', role: values.role });
          },
          onError: formError(form, fieldsOf(memberAddSchema), 'Failed to send the invitation'),
        });
      }}
    >
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_11rem_auto]">
        <TextField
          name="email"
          label="E-mail"
          hint="They get an invitation by e-mail and join the team once they accept it."
          type="email"
          autoComplete="off"
        />
        <FormInput name="role" label="Role">
          <NativeSelect>
            <Options items={teamRoles} label={(r) => projectRoleLabels[r]} />
          </NativeSelect>
        </FormInput>
        <Button type="submit" className="sm:mt-[1.375rem]" busy={add.isPending}>
          {add.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-700 empty:hidden dark:text-emerald-400">
        {outcome}
      </p>
    </Form>
  );
}
