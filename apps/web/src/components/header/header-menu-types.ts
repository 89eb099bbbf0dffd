/** A mega menu as the server hands it to the navigation island: texts already in French. */
export interface HeaderMenuLink {
  label: string;
  href: string;
}

export interface HeaderMenuGroup {
  /** Service type or business-list item type. */
  type: string;
  title: string;
  items: HeaderMenuLink[];
}

export type HeaderMenuId = 'services' | 'business';

export interface HeaderMenu {
  id: HeaderMenuId;
  label: string;
  groups: HeaderMenuGroup[];
  /** A last link under the groups ("see all services"). */
  footerLink?: HeaderMenuLink;
}

export interface HeaderNavigationLabels {
  nav: string;
  openDrawer: string;
  closeDrawer: string;
  drawerTitle: string;
}
