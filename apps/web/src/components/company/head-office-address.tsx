import type { CompanyIdentity } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';

type HeadOffice = NonNullable<CompanyIdentity['head_office']>;

/** Street line (or `[ND]`), then postcode and city, as on an envelope. */
export function HeadOfficeAddress({ headOffice }: { headOffice: HeadOffice | null }) {
  const locality = [headOffice?.postcode, headOffice?.city].filter(Boolean).join(' ');
  if (!headOffice || (!headOffice.address && !locality)) return <TextValue value={null} />;
  return (
    <>
      {headOffice.address ? <TextValue value={headOffice.address} /> : null}
      {headOffice.address && locality ? <br /> : null}
      {locality}
    </>
  );
}
