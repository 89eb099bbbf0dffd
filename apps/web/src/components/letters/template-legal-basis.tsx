import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateFr, lastChecked, type LetterTemplateSpec } from '@registre/domain';
import { getT } from '@/i18n/get-t';

/**
 * When to use the template, when not to, and the law it rests on: each reference with the source
 * it was checked against and the day, or marked as not verified (no check is claimed that was not done).
 */
export function TemplateLegalBasis({ template }: { template: LetterTemplateSpec }) {
  const t = getT('letters');
  const { references } = template.legal;
  const checkedOn = lastChecked(references);
  const allChecked = references.every((reference) => reference.source !== null);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: { xxxs: 2, md: 4 }, mb: 4 }}>
      <div>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('template.useWhen')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{template.useWhen}</Typography>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('template.avoidWhen')}
        </Typography>
        <Typography>{template.avoidWhen}</Typography>
      </div>
      <div>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('template.law')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{template.legal.summary}</Typography>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
          {t('template.references')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
          {references.map((reference) => (
            <Typography component="li" variant="body2" key={reference.text}>
              {reference.text}
              {' — '}
              {reference.source ? (
                <Link href={reference.source.url} rel="nofollow noopener" target="_blank">
                  {t('template.checkedOn', { date: formatDateFr(reference.source.checkedOn) })}
                </Link>
              ) : (
                <Box component="span" sx={{ fontStyle: 'italic' }}>
                  {t('template.notChecked')}
                </Box>
              )}
            </Typography>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {checkedOn === null ? t('template.noneChecked') : t(allChecked ? 'template.asOf' : 'template.asOfPartial', { date: formatDateFr(checkedOn) })}
        </Typography>
      </div>
    </Box>
  );
}
