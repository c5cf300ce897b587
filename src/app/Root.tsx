import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { setNavigator } from './navigation';

/**
 * The root route: wires navigation for code outside React, and the toasts. The signed-in user's record is
 * read from the query cache by the screens that show it (useSignedInUser).
 */
export function Root() {
  const navigate = useNavigate();

  useEffect(() => {
    // flushSync renders the new location in the same pass as a session change made just before it
    // (logout, 401), so the guard never sees the old protected page without a session.
    setNavigator((to, opts) => navigate(to, { ...opts, flushSync: true }));
  }, [navigate]);

  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
