import type { CompanyOgCard } from '@/lib/og/company-og-card';
// Relative: the unit test that draws this image runs without the site's path aliases.
import { PRIMARY_MAIN } from '../../theme/palette';

/** Image size: the 1.91:1 of Open Graph and Twitter large cards. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const TEXT = '#1b1f24';
const TEXT_SECONDARY = '#4a5363';
const SUCCESS = '#1b5e20';
const ERROR = '#b3261e';

/** Smaller type for longer names, so that a 90-character name still fits in three lines. */
function nameFontSize(name: string): number {
  if (name.length <= 28) return 76;
  if (name.length <= 56) return 60;
  return 48;
}

interface CompanyOgImageProps {
  readonly card: CompanyOgCard;
  readonly brandName: string;
  readonly kind: string;
}

/**
 * A company's Open Graph image, for `ImageResponse` (satori: flexbox and inline styles only;
 * every element with several children says `display: flex`). Never rendered in a page.
 */
export function CompanyOgImage({ card, brandName, kind }: CompanyOgImageProps) {
  const statusColour = card.closed ? ERROR : SUCCESS;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', color: TEXT }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', background: PRIMARY_MAIN, color: '#ffffff', padding: '32px 64px', fontSize: 36 }}>
        <div style={{ display: 'flex' }}>{brandName}</div>
        <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>{kind}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', padding: '40px 64px' }}>
        <div style={{ display: 'flex' }}>
          <div style={{ display: 'flex', border: `3px solid ${statusColour}`, color: statusColour, borderRadius: 12, padding: '6px 18px', fontSize: 30 }}>{card.status}</div>
        </div>
        <div style={{ display: 'flex', marginTop: 28, fontSize: nameFontSize(card.name), lineHeight: 1.15 }}>{card.name}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', marginTop: 32, fontSize: 32, color: TEXT_SECONDARY }}>
          {card.facts.map((fact, index) => (
            <div key={fact} style={{ display: 'flex', marginRight: 28 }}>
              {index === 0 ? fact : `· ${fact}`}
            </div>
          ))}
        </div>
        {card.nonDiffusibleNote === null ? null : <div style={{ display: 'flex', marginTop: 20, fontSize: 28, color: TEXT_SECONDARY }}>{card.nonDiffusibleNote}</div>}
      </div>
      <div style={{ display: 'flex', height: 12, background: PRIMARY_MAIN }} />
    </div>
  );
}
