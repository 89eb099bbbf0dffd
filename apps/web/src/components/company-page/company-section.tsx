import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getT } from '@/i18n/get-t';
import { sectionHelpKey } from '@/lib/company/company-help-keys';
import { companyKeyExists } from '@/lib/company/company-help-texts';
import type { CompanySectionId } from '@/lib/company/company-sections';
import { CompanyHelpText } from './company-help-text';

interface CompanySectionProps {
  id: CompanySectionId;
  /** Shown instead of `children` when the section has nothing to show: one sentence, never a broken block. */
  empty?: boolean;
  children?: ReactNode;
}

/**
 * A section of the company page: its anchor, its h2 (`company:sections.{id}`), its help text when it has
 * one (`company:help.{id}`, glossary terms linked), its content or the sentence saying it is empty.
 */
export function CompanySection({ id, empty = false, children }: CompanySectionProps) {
  const t = getT('company');
  const headingId = `${id}-titre`;
  const helpKey = sectionHelpKey(id, companyKeyExists);
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xxxs: 2, sm: 3 }, scrollMarginTop: '1rem' }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {t(`sections.${id}`)}
      </Typography>
      {helpKey ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }} data-help-text="">
          <CompanyHelpText textKey={helpKey} />
        </Typography>
      ) : null}
      {empty ? <EmptyNote>{t(`empty.${id}`)}</EmptyNote> : children}
    </Paper>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" color="text.secondary">
      {children}
    </Typography>
  );
}
