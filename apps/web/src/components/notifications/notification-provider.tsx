'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import type { Notification } from './notification';
import { NotificationContext } from './notification-context';

// The toast (MUI Snackbar and Alert) is loaded the first time something is notified: pages that
// never notify do not carry it.
const NotificationToast = dynamic(() => import('./notification-toast').then((module) => module.NotificationToast), { ssr: false });

interface Shown extends Notification {
  /** A new key per notification, so a repeated message restarts its timer. */
  key: number;
}

/** The site's one toast system: one notification at a time, the latest replacing the previous. */
export function NotificationProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((notification: Notification) => {
    setShown((previous) => ({ ...notification, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);

  return (
    <NotificationContext value={notify}>
      {children}
      {shown !== null && (
        <NotificationToast key={shown.key} notification={shown} open={open} closeLabel={closeLabel} onClose={() => setOpen(false)} />
      )}
    </NotificationContext>
  );
}
