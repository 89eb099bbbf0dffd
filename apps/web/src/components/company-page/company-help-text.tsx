import { GlossaryText } from '@/components/content/glossary-text';
import { companyHelpPieces } from '@/lib/company/company-help-texts';

/** One help text of the company page (a key of `company:`), its glossary terms linked at their first occurrence on the page. */
export async function CompanyHelpText({ textKey }: { textKey: string }) {
  const pieces = (await companyHelpPieces()).get(textKey);
  if (!pieces) throw new Error(`company help text ${textKey} is not listed in companyHelpKeys()`);
  return <GlossaryText pieces={pieces} />;
}
