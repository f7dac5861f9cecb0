import { Loader2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { inviteUserSchema } from '~/shared/auth';
import { roleDescriptions, type UserRole } from '~/shared/enums';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeading,
  DialogTrigger,
} from '~/web/components/ui/dialog';
import { fieldsOf, Form, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { Label } from '~/web/components/ui/label';
import { TextField } from '~/web/components/ui/text-field';
import { useInviteUser } from '../api';
import { RoleSelect } from './role-select';
import { toastError } from './toast-error';

export function InviteDialog({ viewerRole }: { viewerRole: UserRole }) {
  const [open, setOpen] = useState(false);
  const invite = useInviteUser();
  const form = useZodForm(inviteUserSchema, { defaultValues: { email: '', role: 'user' } });
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = async (values: { email: string; role: UserRole }) => {
    try {
      const { invitation } = await invite.mutateAsync(values);
      toast.success('Invitation sent', { description: `An invitation was e-mailed to ${invitation.email}.` });
      form.reset();
      setOpen(false);
    } catch (err) {
      setServerErrors(err, form.setError, fieldsOf(inviteUserSchema));
      toastError('Invitation failed', err);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="brand">
          <UserPlus aria-hidden />
          Invite User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Invite a user"
          description="We e-mail a link that is valid for 7 days. The role is assigned when the account is created."
        />
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <div className="grid gap-2">
            <Label htmlFor="invite-role">Role</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect
                  id="invite-role"
                  describedBy="invite-role-hint"
                  value={field.value as UserRole}
                  viewerRole={viewerRole}
                  label="Role"
                  onChange={field.onChange}
                />
              )}
            />
            <p id="invite-role-hint" className="text-xs text-muted-foreground">
              {roleDescriptions[role as UserRole]}
            </p>
          </div>
          <DialogFooter>
            <Button type="submit" busy={invite.isPending}>
              {invite.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Send Invitation
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
