import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COMMERCIAL_COURT_KINDS, formatDateFr } from '@registre/domain';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CreationSection, SourceList } from '@/components/company-creation/creation-sections';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { RegistryDirectory } from '@/components/registry-dictionary/registry-directory';
import { getT } from '@/i18n/get-t';
import { getCommercialRegistries } from '@/lib/company-creation/creation-api';
import { registryRows } from '@/lib/registry-dictionary/registry-rows';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import texts from '@/locales/fr/registry-dictionary.json';

const PATH = '/dictionnaire-greffe';

export function generateMetadata(): Metadata {
  const t = getT('registry-dictionary');
  return { title: t('title'), description: t('description'), ...pageSeoMetadata({ path: PATH, title: t('title'), description: t('description') }) };
}

/** `/dictionnaire-greffe`: the registries that keep the RCS, their area and the register's companies there, with a filter. */
export default async function RegistryDictionaryPage() {
  await connection();
  const t = getT('registry-dictionary');
  const registries = await getCommercialRegistries();
  if (!registries) throw new Error('the API has no registry dictionary');
  const rows = registryRows(registries);
  const perKind = COMMERCIAL_COURT_KINDS.map((kind) => ({ kind, count: registries.courts.filter((court) => court.kind === kind).length }));
  return (
    <Container maxWidth="lg" component="article" sx={{ py: { xxxs: 3, md: 5 } }}>
      <BreadcrumbTrail crumbs={[{ name: t('title'), path: PATH }]} />
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      {texts.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: '70ch' }}>
          {paragraph}
        </Typography>
      ))}
      <Typography sx={{ mt: 2 }}>{t('summary', { count: registries.courts.length })}</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 3 }}>
        {perKind.map(({ kind, count }) => (
          <li key={kind}>{`${count} ${t(`kindsPlural.${kind}`)}`}</li>
        ))}
      </Box>
      <RegistryDirectory
        rows={rows}
        labels={{
          filter: t('filter.label'),
          placeholder: t('filter.placeholder'),
          resultsOne: texts.filter.results_one,
          resultsOther: texts.filter.results_other,
          none: texts.filter.none,
          caption: t('table.caption'),
          court: t('table.court'),
          departments: t('table.departments'),
          companies: t('table.companies'),
          address: t('table.address'),
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {registries.computedAt ? t('countsNote', { date: formatDateFr(registries.computedAt) }) : t('countsPending')}
      </Typography>
      <CreationSection id="source" title={t('sourceTitle')}>
        <Typography sx={{ mb: 1 }}>{t('source', { date: formatDateFr(registries.source.compiledOn) })}</Typography>
        <Box component="ul" sx={{ pl: 3, mt: 0 }}>
          {registries.source.references.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </Box>
        <Typography sx={{ mb: 1 }}>{t('addressesSource', { date: formatDateFr(registries.source.addressesExtractedOn) })}</Typography>
        <SourceList sources={texts.sourceLinks} />
      </CreationSection>
    </Container>
  );
}
