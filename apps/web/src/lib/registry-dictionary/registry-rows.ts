import { formatDateFr, formatNumberFr, type CommercialCourt, type CommercialRegistries } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { foldForFilter } from './registry-filter';

/** One court as the dictionary shows it, with what the filter matches (seat, court name, department codes and names). */
export interface RegistryRow {
  slug: string;
  name: string;
  kind: string;
  departments: { code: string; label: string; companies: string; note: string | null }[];
  address: RegistryAddress;
  /** Folded words the filter looks in. */
  searchKey: string;
}

/** A court's address as the dictionary shows it: its lines, or why there are none, and where it comes from. */
export interface RegistryAddress {
  /** "Au tribunal judiciaire :" for an Alsace-Moselle chamber. */
  heading: string | null;
  lines: string[];
  /** Why the address is not given; null when it is. */
  missing: string | null;
  phone: string | null;
  website: { label: string; url: string } | null;
  source: { label: string; url: string } | null;
}

function registryAddress(contact: CommercialCourt['contact']): RegistryAddress {
  const t = getT('registry-dictionary');
  if (!contact) return { heading: null, lines: [], missing: t('address.missing'), phone: null, website: null, source: null };
  const cityLine = contact.postalCode && contact.locality ? `${contact.postalCode} ${contact.locality}` : null;
  const lines = [contact.street, cityLine].filter((line): line is string => line !== null);
  return {
    heading: contact.ofTribunalJudiciaire && lines.length > 0 ? t('address.ofTribunalJudiciaire') : null,
    lines,
    missing: cityLine ? null : t('address.leftOut'),
    phone: contact.phone ? t('address.phone', { phone: contact.phone }) : null,
    website: contact.website ? { label: t('address.website'), url: contact.website } : null,
    source: { label: t('address.annuaire', { date: formatDateFr(contact.updatedOn) }), url: contact.annuaireUrl },
  };
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
    const address = registryAddress(court.contact);
    const searchKey = foldForFilter([name, court.seat, ...departments.map((department) => department.label), court.contact?.locality ?? ''].join(' '));
    return { slug: court.slug, name, kind: t(`kinds.${court.kind}`), departments, address, searchKey };
  });
}
