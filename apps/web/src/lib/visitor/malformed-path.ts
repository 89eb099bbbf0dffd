import errorPage from '@/locales/fr/error-page.json';
import { plainErrorPage } from './refusal-page';

/** True when the path holds a `%` escape that does not decode (`/entreprises/%E0%A4%A`): no page can be read from it. */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The French 400 page the proxy answers for such a path (instead of the framework's English error). */
export function malformedPathResponse(headers: Record<string, string>): Response {
  return plainErrorPage('bad-request', errorPage.badRequest, 400, headers, false);
}
