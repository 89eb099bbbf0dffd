/** The academy module's face: its sessions (free webinars) and the registrations to them. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { academyRoutes } from './routes';

export function academyModule(platform: Platform): ApiModule {
  const { config } = platform;
  const settings = { brand: config.NEXT_PUBLIC_BRAND_NAME, webOrigin: config.WEB_ORIGIN, contact: config.CONTACT_FORM_RECIPIENT ?? config.SELLER_CONTACT_EMAIL };
  return {
    name: 'academy',
    async routes(app) {
      await app.register(academyRoutes(platform, settings));
    },
  };
}

export { insertSession, selectUpcomingSessions, type NewAcademySession } from './academy-queries';
