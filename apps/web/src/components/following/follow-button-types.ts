import type { FollowListOption } from '@/lib/following/follow-api';

/** The French texts of the follow button, read by the server component that renders it. */
export interface FollowButtonTexts {
  follow: string;
  following: string;
  /** Accessible name, with the company's name. */
  label: string;
  guestInvite: string;
  signIn: string;
  listsTitle: string;
  newListLabel: string;
  /** Entry adding the company to the default list when the user has none yet. */
  defaultList: string;
  createAndAdd: string;
  added: string;
  removed: string;
  failed: string;
  /** Said while the menu's code loads, the first time the button is opened. */
  loading: string;
  /** Message texts by API message key (`errors:lists.name-taken`…). */
  errors: Record<string, string>;
}

/** The visitor's follow state for one company, once the API has answered. */
export type LoadedFollowState = { signedIn: false } | { signedIn: true; lists: FollowListOption[]; listIds: string[] };
