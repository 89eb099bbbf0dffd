/** The site's search pages. */
export const SEARCH_PATH = '/rechercher';
export const RESULTS_PATH = '/resultats';
export const ADVANCED_SEARCH_PATH = '/recherches-avancees';
export const ADVANCED_RESULTS_PATH = '/recherches-avancees/resultats';
export const DIRECTOR_SEARCH_PATH = '/dirigeants';
export const DIRECTOR_RESULTS_PATH = '/dirigeants/resultats';
export const SERVICES_PATH = '/services';
