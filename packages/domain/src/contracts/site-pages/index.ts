export * from './academy';
export * from './contact-message';
