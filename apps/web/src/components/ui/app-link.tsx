'use client';

import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';

type AppLinkProps = Omit<MuiLinkProps, 'href' | 'component'> & {
  href: string;
  /** Next's prefetching of the target (default on); off for long lists of links. */
  prefetch?: boolean;
};

/**
 * An internal link: MUI's look, Next's client-side navigation and prefetching.
 * A client component because `component={NextLink}` passes a function, which cannot cross
 * the server/client boundary as a prop.
 */
export function AppLink({ href, prefetch, ...props }: AppLinkProps) {
  return <MuiLink component={NextLink} href={href} {...(prefetch === undefined ? {} : { prefetch })} {...props} />;
}
