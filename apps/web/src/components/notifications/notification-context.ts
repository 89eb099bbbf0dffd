'use client';

import { createContext, useContext } from 'react';
import type { Notification } from './notification';

export type Notify = (notification: Notification) => void;

export const NotificationContext = createContext<Notify | null>(null);

/** Shows a toast: `const notify = useNotify(); notify({ content, severity: 'error' })`. */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (notify === null) throw new Error('useNotify() needs a <NotificationProvider> above it');
  return notify;
}
