/** The brand's pages on social networks (footer). Names are keys of `footer:social`. */
export const socialLinks = [
  { name: 'linkedin', href: 'https://www.linkedin.com/company/registre-clair' },
  { name: 'facebook', href: 'https://www.facebook.com/registreclair' },
  { name: 'x', href: 'https://x.com/registreclair' },
  { name: 'youtube', href: 'https://www.youtube.com/@registreclair' },
] as const;
