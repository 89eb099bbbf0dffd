/** Target of the skip link: the `<main>` of every page. */
export const MAIN_CONTENT_ID = 'contenu';
