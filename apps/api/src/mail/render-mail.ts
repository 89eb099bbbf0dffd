import { escapeHtml } from './escape-html';

export interface MailContent {
  brand: string;
  /** Salutation line, for example "Bonjour Marie,". */
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Lines shown after the button (validity, what to do if one did not ask). */
  notes: string[];
}

/** The web addresses of an escaped note as links (the public cancellation page in billing mails). */
const linked = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0b4f8a;word-break:break-all">${url}</a>`);

/** A French transactional mail in HTML (inline styles, one button) and plain text. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const brand = escapeHtml(content.brand);
  const url = escapeHtml(content.action.url);
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${brand}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a2330">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b4f8a">${brand}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0b4f8a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#4a5563">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${url}" style="color:#0b4f8a;word-break:break-all">${url}</a></p>
${content.notes.map((note) => `<p style="margin:0 0 8px;font-size:13px;color:#4a5563">${linked(escapeHtml(note))}</p>`).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#4a5563">L'équipe ${brand}</p>
</div></body></html>
`;
  const text = [
    content.brand,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label} : ${content.action.url}`,
    '',
    ...content.notes,
    '',
    `L'équipe ${content.brand}`,
    '',
  ].join('\n');
  return { html, text };
}
