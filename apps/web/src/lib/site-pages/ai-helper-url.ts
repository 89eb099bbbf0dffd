/** Where the AI helper opens by default: a chat that takes the question in its address and only prefills it (the visitor sends it). */
export const DEFAULT_AI_HELPER_URL = 'https://claude.ai/new?q={question}';

/**
 * The AI chat's address with the question in it: AI_HELPER_URL (read on the site's server) is a
 * template whose `{question}` is replaced by the URL-encoded question; null when the template is
 * not an http(s) address holding `{question}` (then no button is shown).
 */
export function aiHelperUrl(question: string, template: string = process.env.AI_HELPER_URL?.trim() || DEFAULT_AI_HELPER_URL): string | null {
  if (!template.includes('{question}')) return null;
  const url = template.replaceAll('{question}', encodeURIComponent(question));
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}
