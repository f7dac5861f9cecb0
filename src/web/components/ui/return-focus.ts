import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives the focus back to a dialog's Trigger on close; a dialog opened through state (one
 * dialog for a list's rows, a button's onClick) has none, so the focus fell to <body>. This keeps
 * the element that had the focus when the dialog opened and returns it there, if it is still on
 * the page.
 */
export function useReturnFocus(props: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      props.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
