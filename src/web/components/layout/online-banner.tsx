import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { queryErrorMessages } from '~/shared/errors';

/** Spec section 9: the online check runs every 5 s as well as on the browser's own events. */
export function useOnline(): boolean {
  // Online until the browser says otherwise: the server-rendered page (and so the hydrating
  // render) assumes it, and the effect corrects it at once.
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const sync = () => setOnline(navigator.onLine);
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    const timer = window.setInterval(sync, 5000);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
      window.clearInterval(timer);
    };
  }, []);
  return online;
}

export function OnlineBanner() {
  const online = useOnline();
  useEffect(() => {
    // Loaded on demand to keep sonner out of the entry chunk (see Providers).
    if (!online)
      import('sonner').then(
        ({ toast }) =>
          toast.warning(queryErrorMessages.connectionLostTitle, {
            description: queryErrorMessages.connectionLost,
          }),
        // Offline before sonner ever loaded: the banner alone tells the user.
        () => {},
      );
  }, [online]);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-warning px-4 py-2 text-sm font-medium text-black"
    >
      <WifiOff aria-hidden className="size-4" />
      {queryErrorMessages.offline}
    </div>
  );
}
