'use client';

import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';

type AppLinkProps = Omit<MuiLinkProps, 'href' | 'component'> & { href: string };

/**
 * An internal link: MUI's look, Next's client-side navigation and prefetching.
 * A client component because `component={NextLink}` passes a function, which cannot cross
 * the server/client boundary as a prop.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  return <MuiLink component={NextLink} href={href} {...props} />;
}
