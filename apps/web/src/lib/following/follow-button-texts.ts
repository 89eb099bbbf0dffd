import type { FollowButtonTexts } from '@/components/following/follow-button-types';
import { getT } from '@/i18n/get-t';

/** Error keys the follow button may meet, with their French texts. */
const ERROR_KEYS = ['errors:lists.name-taken', 'errors:lists.name-invalid', 'errors:lists.too-many-lists', 'errors:lists.list-full', 'errors:lists.not-found', 'errors:company.not-found'] as const;

/** The follow button's French texts for the company `name` (server side: they go into the page's HTML). */
export function followButtonTexts(name: string): FollowButtonTexts {
  const t = getT(['company', 'errors']);
  return {
    follow: t('follow.follow'),
    following: t('follow.following'),
    label: t('follow.label', { name }),
    guestInvite: t('follow.guestInvite'),
    signIn: t('follow.signIn'),
    listsTitle: t('follow.listsTitle'),
    newListLabel: t('follow.newListLabel'),
    defaultList: t('follow.defaultList'),
    createAndAdd: t('follow.createAndAdd'),
    // The list name is put in by the button ({{list}} kept as is).
    added: t('follow.added', { list: '{{list}}' }),
    removed: t('follow.removed', { list: '{{list}}' }),
    failed: t('follow.failed'),
    loading: t('follow.loading'),
    errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, t(key)])),
  };
}
