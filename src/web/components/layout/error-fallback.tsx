import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '~/web/components/ui/button';
import NotFoundPage from './not-found-page';

const MAX_RETRIES = 3;
const RESET_AFTER_MS = 10_000;

/**
 * The route error screen: 'Try Again (n/3)' re-renders the route (the retry count resets after
 * 10 s, spec section 4), 'Report Issue' opens a prefilled e-mail; past 3 retries only
 * 'Reload Page' is left.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const [retries, setRetries] = useState(0);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const message = error instanceof Error ? error.message : 'Something went wrong';
  const retry = () => {
    setRetries((n) => n + 1);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setRetries(0), RESET_AFTER_MS);
    navigate(0);
  };
  const report = `mailto:support@hatchery.example?subject=${encodeURIComponent('Hatchery error report')}&body=${encodeURIComponent(
    `Page: ${window.location.href}\nError: ${message}\nTime: ${new Date().toISOString()}`,
  )}`;

  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {retries < MAX_RETRIES ? (
          <Button onClick={retry}>
            Try Again ({retries}/{MAX_RETRIES})
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
        )}
        <Button variant="outline" asChild>
          <a href={report}>Report Issue</a>
        </Button>
      </div>
    </main>
  );
}

/** Last-resort fallback when even the layout fails to render. */
export function AppErrorFallback() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">An unexpected error occurred. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </main>
  );
}
