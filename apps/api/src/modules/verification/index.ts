export { recordIssuedDocument, type IssuedDocumentRecord, type OfficialSourceRecord } from './issued-documents';
export { verificationRoutes } from './routes';
export { verificationService, type VerificationService } from './service';
