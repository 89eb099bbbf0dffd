/** The verification module's face: the public verification page of every issued document. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { verificationRoutes } from './routes';
import { verificationService } from './service';
export { recordIssuedDocument, type IssuedDocumentRecord, type OfficialSourceRecord } from './issued-documents';
export { verificationService, type VerificationService } from './service';

export function verificationModule(platform: Platform): ApiModule {
  return routesModule('verification', verificationRoutes(verificationService(platform.pool), { rateLimitPerMinute: platform.config.VERIFICATION_RATE_LIMIT_PER_MINUTE }));
}
