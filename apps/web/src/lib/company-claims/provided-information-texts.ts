import { OPENING_DAYS } from '@registre/domain';
import type { ProvidedInformationTexts } from '@/components/company-claims/provided-information-section';
import { getT } from '@/i18n/get-t';

/** The French texts of the company page's "Informations fournies par l'entreprise", read on the server. */
export function providedInformationTexts(companyName: string): ProvidedInformationTexts {
  const t = getT('claims');
  return {
    title: t('section.title'),
    // Filled by the island with the update's date.
    note: t('section.note', { date: '{{date}}', interpolation: { escapeValue: false } }),
    description: t('section.description'),
    website: t('section.website'),
    phone: t('section.phone'),
    hours: t('section.hours'),
    logoAlt: t('editor.logoAlt', { name: companyName }),
    days: Object.fromEntries(OPENING_DAYS.map((day) => [day, t(`editor.days.${day}`)])),
    invite: t('section.invite'),
    inviteLink: t('section.inviteLink'),
  };
}
