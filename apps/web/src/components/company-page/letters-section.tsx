import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LetterTemplate } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';

/** Legal-letter templates relevant to the company's situation (catalogue of packages/domain). */
export function LettersSection({ templates }: { templates: readonly LetterTemplate[] }) {
  const t = getT('company');
  return (
    <CompanySection id="modeles" empty={templates.length === 0}>
      <Typography sx={{ mb: 2 }}>{t('letters.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {templates.map((template) => (
          <Box component="li" key={template.id} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.5 }}>
              {translateKey(t, template.titleKey, template.id)}
            </Typography>
            <Typography variant="body2">{translateKey(t, template.descriptionKey, '')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('letters.when', { text: translateKey(t, template.whenKey, '') })}
            </Typography>
          </Box>
        ))}
      </Box>
    </CompanySection>
  );
}
