import { StrictMode, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorFallback } from './components/layout/error-fallback';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles.css';

class RootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <AppErrorFallback /> : this.props.children;
  }
}

const queryClient = createQueryClient();
const router = createRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootBoundary>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </RootBoundary>
  </StrictMode>,
);
