import { Loader2, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { queryErrorMessage } from '~/web/lib/query-client';
import { authTexts } from '../texts';
import { useAuth } from '../use-auth';
import { Main } from '~/web/components/layout/page-focus';

export function AuthLoading({ title, body }: { title: string; body?: string }) {
  return (
    <Main
      data-loading-screen
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <Loader2 aria-hidden className="size-8 animate-spin text-muted-foreground" />
      <div role="status">
        <h1 className="text-lg font-semibold">{title}</h1>
        {body && <p className="text-sm text-muted-foreground">{body}</p>}
      </div>
    </Main>
  );
}

/**
 * A redirect that keeps a loading screen up until the next screen renders: `Navigate` alone leaves
 * the page blank (no main, no h1) while that screen's code loads.
 */
export function LoadingRedirect({
  to,
  state,
  title = 'Loading...',
  body,
}: {
  to: string;
  state?: unknown;
  title?: string;
  body?: string;
}) {
  return (
    <>
      <Navigate to={to} replace state={state} />
      <AuthLoading title={title} body={body} />
    </>
  );
}

/** Spec section 2, 'Admin guard': loading text, redirect when signed out, 'Access Denied' for non-admins. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.loading)
    return <AuthLoading title={authTexts.guardLoadingTitle} body={authTexts.guardLoadingBody} />;

  if (!auth.user && auth.error) {
    return (
      <Main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">We could not check your session</h1>
        <p className="text-muted-foreground">{queryErrorMessage(auth.error)}</p>
        <Button onClick={() => void auth.refresh()}>Try Again</Button>
      </Main>
    );
  }

  if (!auth.user) {
    return (
      <LoadingRedirect
        to="/auth"
        state={{ from: location.pathname + location.search }}
        title={authTexts.guardLoadingTitle}
        body={authTexts.guardLoadingBody}
      />
    );
  }

  if (!auth.isAdmin) {
    return (
      <Main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-5 p-6 text-center">
        <ShieldAlert aria-hidden className="size-12 text-destructive" />
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{authTexts.accessDeniedTitle}</h1>
          <p className="text-muted-foreground">{authTexts.accessDeniedBody}</p>
        </div>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-4 text-left text-sm">
          <dt className="font-medium">Signed in as</dt>
          <dd className="break-all">{auth.user.email}</dd>
          <dt className="font-medium">Role</dt>
          <dd>{auth.profile?.role ?? 'user'}</dd>
          <dt className="font-medium">Profile loaded</dt>
          <dd>{auth.profile ? 'Yes' : 'No'}</dd>
        </dl>
        <div className="flex flex-wrap justify-center gap-3">
          {auth.hasProjectAccess && <ButtonLink to="/project-dashboard">Project Dashboard</ButtonLink>}
          <ButtonLink to="/" variant="outline">
            Home
          </ButtonLink>
          <Button variant="ghost" onClick={() => void auth.signOut()}>
            Sign out
          </Button>
        </div>
      </Main>
    );
  }

  return children;
}
