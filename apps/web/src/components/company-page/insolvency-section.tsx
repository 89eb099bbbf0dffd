import { formatDateFr, type InsolvencyProceeding } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';
import { DateOrNone } from './date-or-none';
import { DataTable } from '@/components/ui/data-table';

/** Insolvency proceedings derived from the BODACC judgments, newest first. */
export function InsolvencySection({ proceedings }: { proceedings: readonly InsolvencyProceeding[] }) {
  const t = getT('company');
  return (
    <CompanySection id="procedures-collectives" empty={proceedings.length === 0}>
      <DataTable
        caption={t('sections.procedures-collectives')}
        captionHidden
        columns={[
          t('insolvency.kind'),
          t('insolvency.status'),
          t('insolvency.opened'),
          t('insolvency.closed'),
          t('insolvency.court'),
          t('insolvency.lastJudgment'),
        ]}
        rows={proceedings.map((p) => ({
          key: String(p.id),
          cells: [
            translateKey(t, `insolvency.kinds.${p.kind}`, p.kind),
            translateKey(t, `insolvency.statuses.${p.status}`, p.status),
            <DateOrNone key="p.opened_at" date={p.opened_at} />,
            <DateOrNone key="p.closed_at" date={p.closed_at} />,
            <TextValue key="court" value={p.court} />,
            [p.last_judgment.label, p.last_judgment.date ? formatDateFr(p.last_judgment.date) : null].filter(Boolean).join(', ') || <TextValue key="j" value={null} />,
          ],
        }))}
      />
    </CompanySection>
  );
}
