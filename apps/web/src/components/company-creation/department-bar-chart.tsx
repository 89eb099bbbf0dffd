import { formatNumberFr } from '@registre/domain';

export interface DepartmentBar {
  code: string;
  name: string;
  companies: number;
}

const WIDTH = 640;
const ROW = 22;
const LABEL = 200;
const VALUE = 64;

/**
 * Horizontal bars of the departments with the most companies, as a server-rendered SVG (no chart library,
 * no client JS). Decorative for screen readers beyond its title: the table under it holds every figure.
 */
export function DepartmentBarChart({ id, title, bars }: { id: string; title: string; bars: readonly DepartmentBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.companies));
  const plot = WIDTH - LABEL - VALUE;
  const height = bars.length * ROW + 4;
  const titleId = `${id}-titre`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={titleId} style={{ display: 'block', maxWidth: WIDTH }}>
      <title id={titleId}>{title}</title>
      {bars.map((bar, index) => {
        const y = index * ROW + 2;
        const width = Math.max(1, (bar.companies / max) * plot);
        return (
          <g key={bar.code}>
            <text x={LABEL - 8} y={y + 15} textAnchor="end" fontSize={13} fill="#2b3340">
              {`${bar.name} (${bar.code})`}
            </text>
            <rect x={LABEL} y={y + 3} width={width} height={ROW - 6} fill="#1f4e79" />
            <text x={LABEL + width + 6} y={y + 15} fontSize={13} fill="#2b3340">
              {formatNumberFr(bar.companies)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
