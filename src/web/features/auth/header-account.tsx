import { useContext } from 'react';
import { AuthContext, AuthProvider } from './auth-provider';
import { AccountMenu } from './components/account-menu';

/**
 * The public header's account menu, loaded only when the session hint says this browser has
 * signed in (app/layouts/public-account.tsx). Inside a screen that already holds the session it
 * reads that; elsewhere it asks for the session itself (one shared `/api/me` query either way).
 */
export default function HeaderAccount() {
  const inherited = useContext(AuthContext);
  if (inherited) return <AccountMenu adminLink />;
  return (
    <AuthProvider whenHinted>
      <AccountMenu adminLink />
    </AuthProvider>
  );
}
