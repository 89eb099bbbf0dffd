/** A toast (SPECIFICATION §3): its content, severity and optional anchor origin. */
export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotificationAnchor {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export interface Notification {
  content: string;
  severity: NotificationSeverity;
  anchor?: NotificationAnchor;
}

/** Bottom centre unless the notification says otherwise (SPECIFICATION §9). */
export const DEFAULT_NOTIFICATION_ANCHOR: NotificationAnchor = { vertical: 'bottom', horizontal: 'center' };
/** A toast closes by itself after 6 seconds (SPECIFICATION §9). */
export const NOTIFICATION_AUTO_HIDE_MS = 6000;
