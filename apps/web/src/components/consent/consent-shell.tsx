import { getT } from '@/i18n/get-t';
import { ConsentManager } from './consent-manager';

/**
 * Cookie consent on every page (server part): the banner's French texts, and the tag manager's
 * bootstrap script (/tag-manager.js, empty unless a container id is configured).
 */
export function ConsentShell() {
  const t = getT('consent');
  return (
    <>
      <ConsentManager
        texts={{
          bannerLabel: t('bannerLabel'),
          bannerTitle: t('bannerTitle'),
          privacyPolicyText: t('privacyPolicyText'),
          bannerAccept: t('bannerAccept'),
          bannerReject: t('bannerReject'),
          bannerCustomize: t('bannerCustomize'),
        }}
      />
      <script async src="/tag-manager.js" />
    </>
  );
}
