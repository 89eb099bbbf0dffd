import { formatNumberFr, type CommercialRegistries } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { foldForFilter } from './registry-filter';

/** One court as the dictionary shows it, with what the filter matches (seat, court name, department codes and names). */
export interface RegistryRow {
  slug: string;
  name: string;
  kind: string;
  departments: { code: string; label: string; companies: string; note: string | null }[];
  /** Folded words the filter looks in. */
  searchKey: string;
}

/** The dictionary's rows, in French. */
export function registryRows(registries: CommercialRegistries): RegistryRow[] {
  const t = getT('registry-dictionary');
  return registries.courts.map((court) => {
    const name = `${t(`kinds.${court.kind}`)} ${court.ofSeat}`;
    const departments = court.departments.map((department) => {
      const territory = t(`territories.${department.code}`, { defaultValue: '' });
      const label = `${department.name ?? territory} (${department.code})`;
      const outside = !department.inSirene;
      const companies = outside ? t('outsideSirene') : department.registeredCompanies === null ? t('pending') : formatNumberFr(department.registeredCompanies);
      const note = !outside && department.courts > 1 ? t('shared', { count: department.courts }) : null;
      return { code: department.code, label, companies, note };
    });
    const searchKey = foldForFilter([name, court.seat, ...departments.map((department) => department.label)].join(' '));
    return { slug: court.slug, name, kind: t(`kinds.${court.kind}`), departments, searchKey };
  });
}
