import { formatDateFr, formatNumberFr, type CompanyPageData, type DocumentAvailabilityItem } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';
import styles from './company-page.module.css';
import { SeeAllLink } from './see-all-link';

const EXCERPT = 280;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/** The latest BODACC notices, each with its order button, and the way to all of them. */
export function AnnouncementsSection({ siren, announcements, availability }: { siren: string; announcements: CompanyPageData['commercial_advertisements']; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT('company');
  const { data, meta } = announcements;
  return (
    <CompanySection id="annonces" empty={meta.total === 0}>
      <ol className={styles.notices}>
        {data.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <strong>
              {formatDateFr(notice.published_at)} — {notice.type_label ?? translateKey(t, `announcements.families.${notice.family}`, notice.family)}
              {notice.cancelled ? ` (${t('announcements.cancelled')})` : null}
            </strong>
            {notice.court ? (
              <div className={styles.muted}>
                {t('announcements.court')} : {notice.court}
              </div>
            ) : null}
            {notice.content ? (
              <div>{notice.content === '[ND]' ? <TextValue value={notice.content} /> : excerpt(notice.content)}</div>
            ) : null}
            <div className={styles.noticeOrder}>
              <RowOrderButton availability={availability} siren={siren} body={{ commercial_advertisement_id: notice.source_id }} documentName={`${t('announcements.orderName')} ${formatDateFr(notice.published_at)}`} />
            </div>
          </li>
        ))}
      </ol>
      <SeeAllLink href={`/annonces-bodacc/${siren}`} label={`${t('announcements.seeAll')} (${formatNumberFr(meta.total)})`} />
    </CompanySection>
  );
}
