import { formatDateFr } from '../../format/format-date-fr';
import { formatEurFromCents } from '../../format/format-eur-from-cents';
import { amountCents, type TemplateField } from './template-field';

/**
 * A template's values as its text reads them. A value not given yet (the live preview of a form
 * being filled) reads as its label in brackets, `[nom du salarié]`; an order's values have passed
 * the template's schema, so its required fields are never missing.
 */
export class LetterValues {
  private readonly byName: ReadonlyMap<string, TemplateField>;

  constructor(
    fields: readonly TemplateField[],
    private readonly values: Readonly<Record<string, string | undefined>>,
  ) {
    this.byName = new Map(fields.map((field) => [field.name, field]));
  }

  private field(name: string): TemplateField {
    const field = this.byName.get(name);
    if (!field) throw new Error(`The template has no field ${name}`);
    return field;
  }

  /** The trimmed value, or undefined when blank. */
  raw(name: string): string | undefined {
    this.field(name);
    const value = this.values[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  has(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  /** What to print while the field is empty: its label in brackets, lower-cased. */
  missing(name: string): string {
    const label = this.field(name).label;
    return `[${label.charAt(0).toLowerCase()}${label.slice(1)}]`;
  }

  text(name: string): string {
    return this.raw(name) ?? this.missing(name);
  }

  /** `5 mars 2026`. */
  date(name: string): string {
    const value = this.raw(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateFr(value) : this.missing(name);
  }

  /** `1 234,50 €` (no-break spaces, the euro sign after the amount). */
  money(name: string): string {
    const value = this.raw(name);
    return value && /^\d{1,10}(?:[.,]\d{1,2})?$/.test(value) ? formatEurFromCents(amountCents(value), { plainSpaces: true }) : this.missing(name);
  }

  /** A choice's French label. */
  choice(name: string): string {
    const value = this.raw(name);
    return this.field(name).options?.find((option) => option.value === value)?.label ?? this.missing(name);
  }

  /** True when the choice is this value. */
  is(name: string, value: string): boolean {
    return this.raw(name) === value;
  }
}
