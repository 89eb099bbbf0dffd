/** Full years from `creationDate` to `referenceDate` (both YYYY-MM-DD), never negative. */
export function companyAgeYears(creationDate: string, referenceDate: string): number {
  const [cy, cm, cd] = creationDate.split('-').map(Number) as [number, number, number];
  const [ry, rm, rd] = referenceDate.split('-').map(Number) as [number, number, number];
  const beforeAnniversary = rm < cm || (rm === cm && rd < cd);
  return Math.max(0, ry - cy - (beforeAnniversary ? 1 : 0));
}
