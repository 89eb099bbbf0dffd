/**
 * Fills the `{{name}}` placeholders of a French text written on the server, in a client component that does
 * without the i18n library (it stays out of the page's first load). A placeholder without a value stays as it is.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
