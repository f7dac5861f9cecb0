import { useEffect, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { cn } from '~/web/lib/utils';

/** The first stop of the Tab order on every page: straight to the page's main landmark. */
export function SkipToContent() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
    >
      Skip to content
    </a>
  );
}

/**
 * The page's main landmark, the skip link's target. tabindex=-1 lets the link move focus into it
 * (a fragment link to an element that cannot take focus only scrolls, in Safari and Chromium
 * alike, so the next Tab started again at the header); -1 keeps it out of the Tab order.
 */
export function Main({ className, ...props }: ComponentProps<'main'>) {
  return <main {...props} id="main" tabIndex={-1} className={cn('outline-none', className)} />;
}

/** About three seconds of frames: how long a lazily loaded screen may take to show its heading. */
const HEADING_FRAMES = 180;

/**
 * Whether the page has shown its first screen. Kept for the whole page, not per component: going
 * from a public screen to an admin one swaps the layout, and the new layout's first render is a
 * navigation too.
 */
let pageLoaded = false;

/**
 * After a navigation whose link left the page (a row's link opening its detail screen, say), focus
 * has fallen to the document's start: a keyboard user would Tab through the header again and a
 * screen reader would not say where they are. Focus goes to the new screen's heading instead.
 * Where focus is still on something (a sidebar link, a tab), it stays there; the first load of
 * the page is left to the browser.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pageLoaded) {
      pageLoaded = true;
      return;
    }
    // A screen may show a loading heading first and replace it: for a while after the navigation,
    // whenever focus has fallen to the document, it goes to the heading shown then. Once focus is
    // on anything else the user moved it, and it is left alone.
    let frame = 0;
    let frames = 0;
    let placed: HTMLElement | null = null;
    const place = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== placed) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && heading !== active) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        placed = heading;
      }
      if (++frames < HEADING_FRAMES) frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
