const MAX_TARGET_LENGTH = 2000;
/** True for characters a browser strips or folds in a URL (controls such as tab or newline, backslash). */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * The `?redirect=` of the login page when it names a path of this site, else null.
 * Only a same-site absolute path is taken ("/mon-compte?x=1#y"): never a URL with a scheme or
 * host, a protocol-relative `//host`, or anything a browser would fold into one (open redirect);
 * the check is made again on the normalised path, which is what the browser navigates to.
 */
export function safeRedirectTarget(value: string | string[] | null | undefined): string | null {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_TARGET_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || hasUnsafeCharacter(candidate)) return null;
  try {
    const base = 'https://same-site.invalid';
    const parsed = new URL(candidate, base);
    if (parsed.origin !== base) return null;
    const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // Dot segments fold on parsing: "/.//evil.example" and "/a/..//evil.example" become "//evil.example".
    return target.startsWith('//') ? null : target;
  } catch {
    return null;
  }
}
