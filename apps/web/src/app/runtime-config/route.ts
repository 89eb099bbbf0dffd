import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { errorReportingSettings } from '@/lib/error-reporting/error-reporting-settings';

/**
 * `GET /runtime-config`: what client code on static pages needs to know about the running
 * deployment (the browser's API address; error reporting, null when off), read from the
 * environment at request time so that one build runs against any API, with or without reporting.
 * Never cached.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { api_base_url: apiPublicUrl(), error_reporting: errorReportingSettings(process.env) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
