import type { MailMessage } from '../../mail/mail-message';
import { renderMail } from '../../mail/render-mail';

/** Tells a user their webhook was switched off after repeated failed deliveries. */
export function webhookDisabledMail(options: { brand: string; to: string; firstName: string | null; url: string; failures: number; settingsUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.brand} – votre webhook a été désactivé`,
    link: options.settingsUrl,
    ...renderMail({
      brand: options.brand,
      greeting: options.firstName ? `Bonjour ${options.firstName},` : 'Bonjour,',
      paragraphs: [
        `Les ${options.failures} derniers envois vers votre webhook ${options.url} ont échoué : nous l’avons désactivé et n’y envoyons plus les modifications des entreprises que vous suivez.`,
        'Vérifiez que l’adresse répond par un code 2xx, puis enregistrez-la de nouveau dans vos alertes pour le réactiver. Le journal des envois indique la cause de chaque échec.',
      ],
      action: { label: 'Voir mes alertes', url: options.settingsUrl },
      notes: ['Vos récapitulatifs par e-mail continuent d’être envoyés selon la fréquence choisie.'],
    }),
  };
}
