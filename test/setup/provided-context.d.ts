import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database with nomenclatures and demo data, fresh for this test run. */
    databaseUrl: string;
    /** Migrated database with nomenclatures and no company: clone it, never connect to it. */
    templateDatabaseUrl: string;
    /** Base URL of the site started for browser tests. */
    webUrl: string;
    /** Base URL of the API started for browser tests. */
    apiUrl: string;
    /** Folder where that API writes each mail it sends as an .eml file. */
    mailDir: string;
  }
}
