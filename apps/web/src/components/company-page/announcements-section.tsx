import Box from '@mui/material/Box';
import { formatDateFr, formatNumberFr, type CompanyPageData } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';
import { SeeAllLink } from './see-all-link';

const EXCERPT = 280;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/** The latest BODACC notices, and the way to all of them. */
export function AnnouncementsSection({ siren, announcements }: { siren: string; announcements: CompanyPageData['commercial_advertisements'] }) {
  const t = getT('company');
  const { data, meta } = announcements;
  return (
    <CompanySection id="annonces" empty={meta.total === 0}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {data.map((notice) => (
          <Box component="li" key={notice.id} sx={{ borderLeft: '3px solid', borderColor: 'primary.main', pl: 1.5 }}>
            <Box sx={{ fontWeight: 600 }}>
              {formatDateFr(notice.published_at)} — {notice.type_label ?? translateKey(t, `announcements.families.${notice.family}`, notice.family)}
              {notice.cancelled ? ` (${t('announcements.cancelled')})` : null}
            </Box>
            {notice.court ? (
              <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {t('announcements.court')} : {notice.court}
              </Box>
            ) : null}
            {notice.content ? (
              <Box sx={{ fontSize: '0.9375rem', mt: 0.5 }}>{notice.content === '[ND]' ? <TextValue value={notice.content} /> : excerpt(notice.content)}</Box>
            ) : null}
          </Box>
        ))}
      </Box>
      <SeeAllLink href={`/annonces-bodacc/${siren}`} label={`${t('announcements.seeAll')} (${formatNumberFr(meta.total)})`} />
    </CompanySection>
  );
}
