import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LETTER_LAW_AS_OF, formatDateFr, type LetterTemplateSpec } from '@registre/domain';
import { getT } from '@/i18n/get-t';

/** When to use the template, when not to, and the law it rests on, cited and dated. */
export function TemplateLegalBasis({ template }: { template: LetterTemplateSpec }) {
  const t = getT('letters');
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
          {template.legal.references.map((reference) => (
            <Typography component="li" variant="body2" key={reference}>
              {reference}
            </Typography>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('template.asOf', { date: formatDateFr(LETTER_LAW_AS_OF) })}
        </Typography>
      </div>
    </Box>
  );
}
