import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyPath, formatCompanyId, formatNumberFr, issuedDocumentResponseSchema, normalizeVerificationCode } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AppLink } from '@/components/ui/app-link';
import { DefinitionList } from '@/components/ui/definition-list';
import { FileHashCheck } from '@/components/verification/file-hash-check';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { fetchApiResult } from '@/lib/api/fetch-api-result';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

interface VerificationProps {
  params: Promise<{ code: string }>;
}

const PARIS = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

export async function generateMetadata({ params }: VerificationProps): Promise<Metadata> {
  const t = getT('documents');
  const { code } = await params;
  const shown = normalizeVerificationCode(decodeURIComponent(code)) ?? '';
  return { title: t('verification.seo.title', { code: shown }), description: t('verification.seo.description', { brand: brand.name }), robots: NOINDEX_ROBOTS };
}

/**
 * `/verification/{code}`: what was issued under a code printed on a document, and how to check the
 * file. A code that is not one, or that no document was issued under, answers 404 with the
 * segment's not-found page (it says which, in French).
 */
export default async function VerificationPage({ params }: VerificationProps) {
  const t = getT('documents');
  const brandLabel = brand.name;
  const code = normalizeVerificationCode(decodeURIComponent((await params).code));
  if (code === null) notFound();
  const answer = await fetchApiResult(`/api/verification/${code}`, issuedDocumentResponseSchema, { cache: 'no-store' });
  if (answer.kind !== 'ok') notFound();
  const issued = answer.data.data;
  // A document its official source made, retrieved by us and passed on unchanged: said so, with the source and the time.
  const official = issued.official_source !== null && issued.retrieved_at !== null ? { source: issued.official_source, retrievedAt: new Date(issued.retrieved_at) } : null;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xxxs: '1.6rem', sm: '2rem' }, mb: 1 }}>
        {t('verification.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, fontFamily: 'monospace' }}>{t('verification.code', { code })}</Typography>
      <Stack spacing={3} data-testid="verification-found">
        {issued.content_by_customer ? (
          <Alert severity="info" data-testid="verification-customer-content">
            {t('verification.foundCustomerContent', { brand: brandLabel, date: PARIS.format(new Date(issued.issued_at)) })}
          </Alert>
        ) : official ? (
          <Alert severity="success" data-testid="verification-official">
            {t('verification.foundOfficial', { brand: brandLabel, source: t(`verification.sources.${official.source}`), date: PARIS.format(official.retrievedAt) })}
          </Alert>
        ) : (
          <Alert severity="success">{t('verification.found', { brand: brandLabel })}</Alert>
        )}
        <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
          <DefinitionList
            rows={[
              { key: 'document', term: t('verification.document'), value: issued.title },
              ...(issued.subject_name ? [{ key: 'company', term: t('verification.company'), value: issued.subject_name }] : []),
              ...(issued.siren
                ? [
                    {
                      key: 'siren',
                      term: t('verification.siren'),
                      value: <AppLink href={companyPath(issued.siren, issued.subject_name ?? '')}>{formatCompanyId(issued.siren)}</AppLink>,
                    },
                  ]
                : []),
              ...(official
                ? [
                    { key: 'source', term: t('verification.source'), value: t(`verification.sources.${official.source}`) },
                    { key: 'retrieved', term: t('verification.retrievedAt'), value: PARIS.format(official.retrievedAt) },
                  ]
                : [{ key: 'issued', term: t('verification.issuedAt'), value: PARIS.format(new Date(issued.issued_at)) }]),
              { key: 'nature', term: t('verification.nature'), value: issued.content_by_customer ? t('verification.customerContent') : issued.official ? t('verification.official') : t('verification.information') },
            ]}
          />
        </Paper>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {official ? t('verification.filesOfficial') : t('verification.files')}
          </Typography>
          <Stack spacing={1.5}>
            {issued.files.map((file) => (
              <Paper key={file.format} variant="outlined" sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('verification.format')} : {file.format.toUpperCase()} — {t('verification.size')} : {t('verification.bytes', { size: formatNumberFr(file.byte_size) })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('verification.sha256')}
                </Typography>
                <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.9rem' }} data-testid="verification-sha256">
                  {file.sha256}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Box>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('verification.howTo.title')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{official ? t('verification.howTo.introOfficial') : t('verification.howTo.intro')}</Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, fontFamily: 'monospace', fontSize: '0.9rem' }}>
            <li>{t('verification.howTo.windows')}</li>
            <li>{t('verification.howTo.mac')}</li>
            <li>{t('verification.howTo.linux')}</li>
          </Box>
          <FileHashCheck
            files={issued.files}
            texts={{
              label: t('verification.drop.label'),
              button: t('verification.drop.button'),
              computing: t('verification.drop.computing'),
              match: t('verification.drop.match'),
              mismatch: t('verification.drop.mismatch'),
              computed: t('verification.drop.computed'),
              unsupported: t('verification.drop.unsupported'),
            }}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('verification.privacy')}
        </Typography>
      </Stack>
    </Container>
  );
}
