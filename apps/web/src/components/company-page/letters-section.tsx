import Typography from '@mui/material/Typography';
import type { DocumentAvailabilityItem, LetterTemplate } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import styles from './company-page.module.css';
import { CompanySection } from './company-section';

/**
 * Legal-letter templates relevant to the company's situation (catalogue of packages/domain), each
 * with its order button (the letter addressed to the company, to complete); the documents section's
 * form lets the visitor add their own details first.
 */
export function LettersSection({ siren, templates, availability }: { siren: string; templates: readonly LetterTemplate[]; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT('company');
  return (
    <CompanySection id="modeles" empty={templates.length === 0}>
      <Typography sx={{ mb: 2 }}>{t('letters.intro')}</Typography>
      <ul className={styles.cards}>
        {templates.map((template) => (
          <li key={template.id} className={styles.tile}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.5 }}>
              {translateKey(t, template.titleKey, template.id)}
            </Typography>
            <Typography variant="body2">{translateKey(t, template.descriptionKey, '')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('letters.when', { text: translateKey(t, template.whenKey, '') })}
            </Typography>
            <div className={styles.tileOrder}>
              <RowOrderButton availability={availability} siren={siren} body={{ type: template.id }} documentName={translateKey(t, template.titleKey, template.id)} />
            </div>
          </li>
        ))}
      </ul>
    </CompanySection>
  );
}
