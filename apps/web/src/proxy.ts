import { NextResponse, type NextRequest } from 'next/server';
import { securityHeaders } from '@/lib/security/security-headers';

/** Every page and route of the site: its security headers (lib/security/security-headers.ts), read from the environment at run time. */
export function proxy(_request: NextRequest): Response {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(securityHeaders(process.env))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
