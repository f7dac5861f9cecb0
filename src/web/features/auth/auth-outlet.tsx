import { Outlet } from 'react-router';
import { AuthProvider } from './auth-provider';

/** Route element for the public screens that need the session; keeps auth code off the other public pages. */
export default function AuthOutlet() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
