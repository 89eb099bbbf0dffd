import type { i18n } from 'i18next';
import { createFrenchI18n } from './create-french-i18n';
import { frenchResources } from './resources';

/** One i18next instance per server process, shared by every request (all state is static). */
export const i18nInstance: i18n = createFrenchI18n(frenchResources);
