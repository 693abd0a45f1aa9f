// The frame every account e-mail shares: the shop's name, a call to action, and its contact details.

const SHOP = 'Ferretería El Volt';
const FOOTER = [
  'Av. 10 de Agosto N37-120 y Villalengua, Quito',
  'ventas@elvolt.ec · +593 2 245 6789',
];

export interface EmailContent {
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderText(content: EmailContent): string {
  const action = content.action ? [`${content.action.label}:`, content.action.url, ''] : [];
  return [
    content.greeting,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...action,
    ...content.outro.flatMap((p) => [p, '']),
    SHOP,
    ...FOOTER,
    '',
  ].join('\n');
}

export function renderHtml(content: EmailContent): string {
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#f5c518;color:#0b1f4d;padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d3f8f;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${SHOP}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#0b1f4d;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${SHOP}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px;line-height:1.5">
${paragraph(content.greeting)}
${content.intro.map(paragraph).join('\n')}
${button}
${content.outro.map(paragraph).join('\n')}
</div>
<p style="font-size:12px;color:#6b7280;text-align:center;margin-top:16px">${SHOP}<br>${FOOTER.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
}
