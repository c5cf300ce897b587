import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { setNavigator } from './navigation';
import { useAppDispatch, useAppSelector } from './hooks';
import { fetchUser } from '@/state/auth/api';

/** The root route: wires navigation for code outside React, the toasts, and loads the signed-in user. */
export function Root() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = useAppSelector((s) => s.auth.id);
  const hasProfile = useAppSelector((s) => !!s.auth.userProfile);

  useEffect(() => {
    // flushSync renders the new location in the same pass as a session change made just before it
    // (logout, 401), so the guard never sees the old protected page without a session.
    setNavigator((to, opts) => navigate(to, { ...opts, flushSync: true }));
  }, [navigate]);

  useEffect(() => {
    if (id != null && !hasProfile) void dispatch(fetchUser(id));
    // Only when the signed-in user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, dispatch]);

  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
