import Typography from '@mui/material/Typography';
import { directorPagePath, formatDateFr, formatEurFromCents, type CompanyProfile } from '@registre/domain';
import type { ReactNode } from 'react';
import { CompanyIdentityList } from '@/components/company/company-identity-list';
import type { DefinitionRow } from '@/components/ui/definition-list';
import { CompanyStatusChip } from '@/components/company/company-status-chip';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';

function flag(value: boolean | null, t: ReturnType<typeof getT<'company'>>): ReactNode {
  return value === null ? <TextValue value={null} /> : value ? t('identity.yes') : t('identity.no');
}

/** Identity and status: legal form, NAF, creation, capital, VAT, RCS, EORI, head office, headcount, ESS and mission flags. */
export function IdentitySection({ profile }: { profile: CompanyProfile }) {
  const t = getT('company');
  const leader = profile.main_leader;
  const rows: DefinitionRow[] = [
    { key: 'status', term: t('identity.status'), value: <CompanyStatusChip company={profile} /> },
    {
      key: 'capital',
      term: t('identity.shareCapital'),
      value: profile.share_capital ? formatEurFromCents(profile.share_capital.amount_cents) : <TextValue value={null} />,
    },
    {
      key: 'rcs',
      term: t('identity.rcs'),
      value: profile.rcs
        ? profile.rcs.registration_date
          ? t('identity.rcsValue', { number: profile.rcs.number, date: formatDateFr(profile.rcs.registration_date) })
          : profile.rcs.number
        : <TextValue value={null} />,
    },
    { key: 'eori', term: t('identity.eori'), value: <TextValue value={profile.eori_number} /> },
    {
      key: 'headcount',
      term: t('identity.headcount'),
      value: profile.headcount?.band.label
        ? profile.headcount.year
          ? t('identity.headcountValue', { label: profile.headcount.band.label, year: profile.headcount.year })
          : profile.headcount.band.label
        : <TextValue value={null} />,
    },
    { key: 'category', term: t('identity.category'), value: <TextValue value={profile.company_category} /> },
    { key: 'ess', term: t('identity.ess'), value: flag(profile.ess, t) },
    { key: 'mission', term: t('identity.missionCompany'), value: flag(profile.mission_company, t) },
    { key: 'employer', term: t('identity.employer'), value: flag(profile.employer, t) },
    {
      key: 'leader',
      term: t('identity.mainLeader'),
      value: leader ? (
        leader.slug ? (
          <AppLink href={directorPagePath(leader.person_id, leader.slug)} prefetch={false}>
            {leader.name}
          </AppLink>
        ) : (
          <TextValue value={leader.name} />
        )
      ) : (
        <TextValue value={null} />
      ),
    },
  ];
  if (profile.corporate_purpose) rows.push({ key: 'purpose', term: t('identity.corporatePurpose'), value: profile.corporate_purpose });
  return (
    <CompanySection id="identite">
      <CompanyIdentityList company={profile} extraRows={rows} />
      {profile.is_diffusible ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('nonDiffusibleNote')}
        </Typography>
      )}
    </CompanySection>
  );
}
