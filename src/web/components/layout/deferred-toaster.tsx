import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '~/web/lib/theme';

/**
 * sonner's rich colours in the light theme put their text at about 4.3:1 (warning 3:1) on their
 * pale backgrounds; these darker shades of the same hues reach 4.5:1. Dark is readable as it is.
 */
const readableLight = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/**
 * sonner notes where focus came from when it enters the toasts and sends it back there when it
 * leaves: the way back for its Alt+T hotkey. Reached by Tab it is a trap, since the toasts come
 * after the page's last control: Tab from a toast's close button landed on that control again, and
 * again, for as long as a toast was shown. Focus that arrives by Tab is kept from sonner (its
 * focus handler never hears of it), so Tab goes on to the page's start; the hotkey keeps its way
 * back.
 */
function useTabPassesThrough() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const toasts = ref.current;
    if (!toasts) return;
    let tabbing = false;
    const onKey = (event: KeyboardEvent) => (tabbing = event.key === 'Tab');
    const onPointer = () => (tabbing = false);
    const onFocusIn = (event: FocusEvent) => {
      if (tabbing) event.stopPropagation();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    toasts.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      toasts.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return ref;
}

/** The toast viewport, in its own chunk (see Providers). */
export default function ThemedToaster() {
  const { resolved } = useTheme();
  const ref = useTabPassesThrough();
  // Spec section 9: 3 visible, 4 s default, 14 px gap. Error toasts set 8 s themselves.
  return (
    <div ref={ref} className="contents">
      <Toaster
        theme={resolved}
        visibleToasts={3}
        duration={4000}
        gap={14}
        closeButton
        // sonner draws it at 20 px: under the 24 px minimum target (WCAG 2.5.8). Important: its own
        // rule is more specific than a class.
        toastOptions={{ classNames: { closeButton: 'size-6! [&_svg]:size-3.5' } }}
        richColors
        style={resolved === 'light' ? readableLight : undefined}
      />
    </div>
  );
}
