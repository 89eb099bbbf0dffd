import { isNotDiffused, type DirectorPersonal, type DirectorProfile } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { monthYearLabel } from '@/lib/search/month-year-label';

/** Companies named in a director page's description. */
const NAMED_COMPANIES = 3;

/** A director page's title and description, built from the register's data (nothing personal when not diffusible). */
export function directorSeo(profile: DirectorProfile, personal: DirectorPersonal | null): { title: string; description: string } {
  const t = getT('director');
  if (!profile.is_diffusible) return { title: t('seo.titleNonDiffusible', { id: profile.id }), description: t('seo.descriptionNonDiffusible') };
  const birthDate = personal?.is_diffusible && personal.birth_date && !isNotDiffused(personal.birth_date) ? personal.birth_date : null;
  const born = birthDate ? t('seo.born', { date: monthYearLabel(birthDate) }) : '';
  const names = [...profile.mandates.current, ...profile.mandates.past]
    .map(({ company }) => company.name)
    .filter((name, index, all) => !isNotDiffused(name) && all.indexOf(name) === index)
    .slice(0, NAMED_COMPANIES);
  const description = t('seo.description', {
    name: profile.name,
    born,
    current: t('seo.current', { count: profile.current_companies_count }),
    past: t('seo.past', { count: profile.past_companies_count }),
    companies: names.length > 0 ? t('seo.companies', { names: names.join(', ') }) : '',
  });
  // Homonyms would share a title: theirs also carry the birth month and year, and the person's number.
  const title =
    profile.homonyms_count > 0
      ? t('seo.titleHomonym', { name: profile.name, born, id: profile.id })
      : t('seo.title', { name: profile.name });
  return { title, description };
}
