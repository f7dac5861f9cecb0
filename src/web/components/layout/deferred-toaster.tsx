import { Toaster } from 'sonner';
import { useTheme } from '~/web/lib/theme';

/** The toast viewport, in its own chunk (see Providers). */
export default function ThemedToaster() {
  const { resolved } = useTheme();
  // Spec section 9: 3 visible, 4 s default, 14 px gap. Error toasts set 8 s themselves.
  return <Toaster theme={resolved} visibleToasts={3} duration={4000} gap={14} closeButton richColors />;
}
