'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { DEFAULT_NOTIFICATION_ANCHOR, NOTIFICATION_AUTO_HIDE_MS, type Notification } from './notification';

interface NotificationToastProps {
  notification: Notification;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
}

/**
 * One toast: closes after 6 s, on Escape, on a click away or with its close button (MUI's
 * Snackbar handles the first three). Errors are announced assertively, the rest politely.
 */
export function NotificationToast({ notification, open, closeLabel, onClose }: NotificationToastProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      onClose={onClose}
      anchorOrigin={notification.anchor ?? DEFAULT_NOTIFICATION_ANCHOR}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={onClose}
        role={notification.severity === 'error' ? 'alert' : 'status'}
        closeText={closeLabel}
        data-testid="notification"
        sx={{ width: '100%', maxWidth: 600 }}
      >
        {notification.content}
      </Alert>
    </Snackbar>
  );
}
