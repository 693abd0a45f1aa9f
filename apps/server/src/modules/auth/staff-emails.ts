import type { StaffRole } from '@shop/contract';
import { STAFF_ROLE_LABELS } from '@shop/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { type EmailContent, renderHtml, renderText } from './email-layout.js';

const mail = (to: string, subject: string, content: EmailContent): OutgoingMail => ({
  to,
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

/** Sent to a new staff member; the link opens "Crea tu contraseña", which also activates them. */
export function staffInvitationEmail(to: string, role: StaffRole, link: string): OutgoingMail {
  return mail(to, 'Te invitaron al equipo de Ferretería El Volt', {
    greeting: 'Hola:',
    intro: [
      `Te invitaron a formar parte del equipo de Ferretería El Volt con el rol ${STAFF_ROLE_LABELS[role]}.`,
      'Para aceptar la invitación, crea tu contraseña en el siguiente enlace: entrarás directamente al panel de administración. Después podrás entrar con tu correo y esa contraseña.',
    ],
    action: { label: 'Crear mi contraseña', url: link },
    outro: [
      'El enlace vence en 3 días y solo puede usarse una vez.',
      'Si no esperabas esta invitación, ignora este mensaje.',
    ],
  });
}

/** Sent when an existing account receives a staff role. */
export function staffRoleGrantedEmail(
  to: { email: string; firstName: string },
  role: StaffRole,
  adminUrl: string,
): OutgoingMail {
  return mail(to.email, 'Ahora formas parte del equipo de Ferretería El Volt', {
    greeting: to.firstName ? `Hola ${to.firstName}:` : 'Hola:',
    intro: [
      `Tu cuenta recibió el rol ${STAFF_ROLE_LABELS[role]} en el equipo de Ferretería El Volt.`,
      'Entra con tu correo y tu contraseña de siempre y abre el panel de administración.',
    ],
    action: { label: 'Abrir el panel', url: adminUrl },
    outro: ['Si crees que se trata de un error, responde a este correo.'],
  });
}
