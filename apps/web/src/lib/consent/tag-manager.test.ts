import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL } from './consent-record';
import { tagManagerBootstrap, tagManagerContainerId } from './tag-manager';

describe('tag manager', () => {
  it('is configured only by a valid GTM_CONTAINER_ID', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(tagManagerContainerId({})).toBeNull();
    expect(tagManagerContainerId({ GTM_CONTAINER_ID: ' ' })).toBeNull();
    expect(tagManagerContainerId({ GTM_CONTAINER_ID: "GTM-1'};alert(1)" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(tagManagerContainerId({ GTM_CONTAINER_ID: ' GTM-AB12CD3 ' })).toBe('GTM-AB12CD3');
    warn.mockRestore();
  });

  it('loads nothing without a container', () => {
    expect(tagManagerBootstrap(null, ACCEPT_ALL)).toBe('');
  });

  it('sets consent defaults (denied until decided) before loading the container', () => {
    const appended: { src?: string }[] = [];
    const sandbox = {
      window: {} as { dataLayer?: unknown[] },
      document: { createElement: () => ({}), head: { appendChild: (node: { src?: string }) => appended.push(node) } },
      Date,
    };
    sandbox.window = sandbox as unknown as { dataLayer?: unknown[] };
    runInNewContext(tagManagerBootstrap('GTM-AB12CD3', null), sandbox);
    const layer = (sandbox as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3' }]);
  });

  it('starts from the stored choice when there is one', () => {
    expect(tagManagerBootstrap('GTM-AB12CD3', ACCEPT_ALL)).toContain('"analytics_storage":"granted"');
  });
});
