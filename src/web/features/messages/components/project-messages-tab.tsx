import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { RealtimeProvider } from '~/web/lib/realtime-context';
import { useMessageEvents } from '../use-thread-events';
import { LinkIndicator } from './message-dialog';
import { MessageThread } from './message-thread';

function LiveThread({ projectId, isAdmin }: { projectId: string; isAdmin: boolean }) {
  useMessageEvents();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">
            {isAdmin ? 'Messages with the founders' : 'Messages with the Hatchery team'}
          </CardTitle>
          <CardDescription>
            {isAdmin
              ? "This project's thread, oldest first. Replying marks the founders' open messages replied."
              : 'The same thread as on your project dashboard. The admins get an e-mail for every message.'}
          </CardDescription>
        </div>
        {/* Admins reconnect from the admin header, which shows this same link's state. */}
        <LinkIndicator reconnect={!isAdmin} />
      </CardHeader>
      <CardContent>
        <MessageThread projectId={projectId} viewerIsAdmin={isAdmin} />
      </CardContent>
    </Card>
  );
}

/**
 * The Messages tab: admins answer the project's thread here (the admin shell's live stream
 * keeps it current); members see their own thread, with a stream of their own since the public
 * layout has none.
 */
export function ProjectMessagesTab({ project, isAdmin }: ProjectTabProps) {
  if (isAdmin) return <LiveThread projectId={project.id} isAdmin />;
  return (
    <RealtimeProvider enabled>
      <LiveThread projectId={project.id} isAdmin={false} />
    </RealtimeProvider>
  );
}
