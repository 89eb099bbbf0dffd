import Box from '@mui/material/Box';
import { formatNumberFr } from '@registre/domain';

export interface DepartmentBar {
  code: string;
  name: string;
  companies: number;
}

/** Room kept beside the longest bar for its figure. */
const VALUE_ROOM = '4.5rem';

/**
 * Horizontal bars of the departments with the most companies, server-rendered HTML (no chart library, no client
 * JS), so that its text keeps the page's size on a phone (an SVG scaled to a phone's width shrank it to 7 px): the
 * department above its bar on a phone, beside it from 600 px. Decorative for screen readers beyond its title: the
 * table under it holds every figure.
 */
export function DepartmentBarChart({ id, title, bars }: { id: string; title: string; bars: readonly DepartmentBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.companies));
  const titleId = `${id}-titre`;
  return (
    <Box role="img" aria-labelledby={titleId} sx={{ maxWidth: 640, fontSize: '0.875rem', color: '#2b3340' }}>
      <span id={titleId} hidden>
        {title}
      </span>
      {bars.map((bar) => (
        <Box
          key={bar.code}
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: '12.5rem 1fr' }, columnGap: 1, alignItems: 'center', mb: { xxxs: 0.75, sm: 0.25 } }}
        >
          <Box component="span" sx={{ textAlign: { xxxs: 'left', sm: 'right' } }}>{`${bar.name} (${bar.code})`}</Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ height: 14, minWidth: '1px', width: `calc((100% - ${VALUE_ROOM}) * ${(bar.companies / max).toFixed(4)})`, bgcolor: '#1f4e79' }} />
            <span>{formatNumberFr(bar.companies)}</span>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
