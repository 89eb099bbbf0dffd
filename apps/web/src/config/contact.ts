/** The address visitors write to (header mail link). CONTACT_EMAIL overrides it. */
export const contactEmail: string = process.env.CONTACT_EMAIL?.trim() || 'contact@registre-clair.fr';
