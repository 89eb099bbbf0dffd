export { recordIssuedDocument, type IssuedDocumentRecord } from './issued-documents';
export { verificationRoutes } from './routes';
export { verificationService, type VerificationService } from './service';
