import type { ServiceEntry } from '@/config/services';
import { getT } from '@/i18n/get-t';

/** A service's French name and one-line description. */
export function serviceTexts(service: ServiceEntry): { name: string; description: string } {
  if (service.id === 'dirigeants') {
    const t = getT('services');
    return { name: t('directors.name'), description: t('directors.description') };
  }
  const t = getT('products');
  return { name: t(`pages.${service.id}.name`), description: t(`pages.${service.id}.seoDescription`) };
}
