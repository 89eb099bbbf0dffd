export { gatherDocumentData, type DocumentDataDeps, type DocumentOrderPayload, type GatherResult, type GatherUnavailable } from './gather';
export { newIssue, officialSourcesConfig } from './document-config';
