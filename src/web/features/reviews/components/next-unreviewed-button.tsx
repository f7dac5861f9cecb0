import { SkipForward } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/web/components/ui/button';
import { fetchNextUnreviewed } from '../api';

/** Opens the next application assigned to the caller (else any open one) they have not scored or recused. */
export function NextUnreviewedButton({ currentId }: { currentId?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        fetchNextUnreviewed(currentId)
          .then((next) => {
            if (next.id) void navigate(`/admin/applicants/${next.id}`);
            else
              toast.info('Nothing left to review', {
                description: 'You have scored or recused every open application.',
              });
          })
          .catch((err: Error) =>
            toast.error('Failed to find the next application', { description: err.message }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <SkipForward aria-hidden /> Next unreviewed
    </Button>
  );
}
