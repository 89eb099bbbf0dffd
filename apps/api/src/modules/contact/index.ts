/** The contact module's face: the /contact form's messages, stored then mailed. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { contactRoutes } from './routes';

export function contactModule(platform: Platform): ApiModule {
  const { config } = platform;
  const settings = { brand: config.NEXT_PUBLIC_BRAND_NAME, webOrigin: config.WEB_ORIGIN, recipient: config.CONTACT_FORM_RECIPIENT ?? config.SELLER_CONTACT_EMAIL };
  return {
    name: 'contact',
    async routes(app) {
      await app.register(contactRoutes(platform, settings));
    },
  };
}
