import { companyPath, formatCompanyId, type DirectorPersonal, type DirectorProfile } from '@registre/domain';
import { DefinitionList, type DefinitionRow } from '@/components/ui/definition-list';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { monthYearLabel } from '@/lib/search/month-year-label';

/** Who the person is: kind, names, month and year of birth, nationality (`[ND]` when not diffusible). */
export function DirectorIdentityList({ profile, personal }: { profile: DirectorProfile; personal: DirectorPersonal | null }) {
  const t = getT('director');
  const rows: DefinitionRow[] = [{ key: 'kind', term: t('identity.kind'), value: t(`kind.${profile.kind}`) }];
  if (profile.kind === 'legal') {
    rows.push({ key: 'name', term: t('identity.name'), value: <TextValue value={profile.name} /> });
    if (profile.legal_siren) {
      const value = <AppLink href={companyPath(profile.legal_siren, profile.name)}>{formatCompanyId(profile.legal_siren)}</AppLink>;
      rows.push({ key: 'siren', term: t('identity.legalSiren'), value });
    }
    return <DefinitionList rows={rows} />;
  }
  rows.push({ key: 'last-name', term: t('identity.lastName'), value: <TextValue value={profile.last_name} /> });
  if (profile.usage_name) rows.push({ key: 'usage-name', term: t('identity.usageName'), value: <TextValue value={profile.usage_name} /> });
  rows.push({ key: 'first-names', term: t('identity.firstNames'), value: <TextValue value={profile.first_names} /> });
  const birthDate = personal?.birth_date ?? null;
  rows.push({
    key: 'birth-date',
    term: t('identity.birthDate'),
    value: <TextValue value={birthDate === null || !personal?.is_diffusible ? birthDate : monthYearLabel(birthDate)} />,
  });
  rows.push({ key: 'nationality', term: t('identity.nationality'), value: <TextValue value={personal?.nationality} /> });
  return <DefinitionList rows={rows} />;
}
