import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '~/web/lib/query-client';
import { ThemeProvider, useTheme } from '~/web/lib/theme';

function ThemedToaster() {
  const { resolved } = useTheme();
  // Spec section 9: 3 visible, 4 s default, 14 px gap. Error toasts set 8 s themselves.
  return <Toaster theme={resolved} visibleToasts={3} duration={4000} gap={14} closeButton richColors />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
