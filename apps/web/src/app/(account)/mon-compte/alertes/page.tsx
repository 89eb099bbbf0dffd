import type { Metadata } from 'next';
import { AlertSettingsPanel } from '@/components/following/alert-settings-form';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('lists')('seo.alerts') };
}

/** /mon-compte/alertes (auth-only): digest frequency, webhook and its delivery log. */
export default function AlertsPage() {
  return <AlertSettingsPanel />;
}
