interface ClickLike {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

interface LocationLike {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

interface AnchorLike {
  readonly href: string;
  readonly target: string;
  hasAttribute(name: string): boolean;
}

function closestAnchor(target: EventTarget | null): AnchorLike | null {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' ? (element.closest('a[href]') as AnchorLike | null) : null;
}

/**
 * Whether a click starts a navigation to another page of the site in this tab (the moment the
 * consent rule "at each route change start" applies): a plain left click on a link to another
 * path or query of the same origin.
 */
export function isRouteChangeClick(event: ClickLike, location: LocationLike): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = closestAnchor(event.target);
  if (anchor === null || anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return false;
  }
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search);
}
