import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '~/web/components/ui/button';
import NotFoundPage from './not-found-page';
import { Main } from '~/web/components/layout/page-focus';

const MAX_RETRIES = 3;
const RESET_AFTER_MS = 10_000;

/** sessionStorage: the page and time of the last automatic reload after a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'hatchery-chunk-reload';
/** Within this time the same page is not reloaded again: the guard against a reload loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** A code-split chunk that no longer exists (a deploy replaced it) or could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/** Whether this page may reload itself once more (not already tried in the last minute). */
export function mayReloadForChunk(path: string, now: number, storage: Storage = sessionStorage): boolean {
  try {
    const last = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    return !(last?.path === path && typeof last.at === 'number' && now - last.at < CHUNK_RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

function markChunkReload(path: string, now: number) {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // No storage: no automatic reload either, since nothing could stop a loop.
  }
}

/**
 * After a deploy, an open tab asks for chunks that are gone: reload once to get the new version;
 * if that did not help, say so plainly with a Reload button instead of the browser's message.
 */
function ChunkLoadScreen() {
  const path = window.location.pathname;
  const [reloading] = useState(() => mayReloadForChunk(path, Date.now()));
  useEffect(() => {
    if (!reloading) return;
    markChunkReload(path, Date.now());
    window.location.reload();
  }, [reloading, path]);
  if (reloading) return <Main className="min-h-[60vh]" aria-busy="true" />;
  return (
    <Main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <RefreshCw aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">This page could not be loaded</h1>
      <p className="text-muted-foreground">
        Hatchery may have been updated while this page was open, or the connection dropped. Reloading fetches
        the latest version.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Main>
  );
}

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
  if (isChunkLoadError(error)) return <ChunkLoadScreen />;

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
    <Main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
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
    </Main>
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
