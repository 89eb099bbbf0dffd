export * from './academy';
export * from './contact-message';
export * from './page-revalidation';
