import Typography from '@mui/material/Typography';
import { catalogueTemplateOfLetter, type DocumentAvailabilityItem, type LetterTemplate } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { AppLink } from '@/components/ui/app-link';
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
            <CatalogueLink letterId={template.id} siren={siren} label={t('letters.fillOnline')} />
          </li>
        ))}
      </ul>
    </CompanySection>
  );
}

/** The same letter in the template catalogue, filled online with the company's register data (`?siren=`). */
function CatalogueLink({ letterId, siren, label }: { letterId: string; siren: string; label: string }) {
  const template = catalogueTemplateOfLetter(letterId);
  if (!template) return null;
  return (
    <AppLink href={`/documents/${template.id}?siren=${siren}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
      {label}
    </AppLink>
  );
}
