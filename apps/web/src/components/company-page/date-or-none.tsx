import { formatDateFr } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';

/** A date the French way, or "Non renseigné". */
export function DateOrNone({ date }: { date: string | null }) {
  return date ? <>{formatDateFr(date)}</> : <TextValue value={null} />;
}
