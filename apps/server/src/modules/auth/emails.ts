import type { OutgoingMail } from '../mail/mail.service.js';
import { type EmailContent, renderHtml, renderText } from './email-layout.js';

export interface Recipient {
  email: string;
  firstName: string;
}

const mail = (to: Recipient, subject: string, content: EmailContent): OutgoingMail => ({
  to: to.email,
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

/** Sent on sign-up; the link opens the web app's /activate/{uid}/{token}. */
export function activationEmail(to: Recipient, link: string): OutgoingMail {
  return mail(to, 'Activa tu cuenta de Ferretería El Volt', {
    greeting: `Hola ${to.firstName}:`,
    intro: [
      'Gracias por registrarte en Ferretería El Volt.',
      'Para activar tu cuenta y empezar a comprar, abre el siguiente enlace.',
    ],
    action: { label: 'Activar mi cuenta', url: link },
    outro: [
      'El enlace vence en 3 días.',
      'Si no creaste una cuenta con este correo, ignora este mensaje.',
    ],
  });
}

/** Sent once the account is active. */
export function accountActivatedEmail(to: Recipient, loginUrl: string): OutgoingMail {
  return mail(to, 'Tu cuenta de Ferretería El Volt está activa', {
    greeting: `Hola ${to.firstName}:`,
    intro: [
      'Tu cuenta ha sido activada. Ya puedes iniciar sesión con tu correo electrónico y tu contraseña.',
    ],
    action: { label: 'Iniciar sesión', url: loginUrl },
    outro: ['Gracias por confiar en nosotros.'],
  });
}

/** Sent on a reset request; the link opens /password/reset/confirm/{uid}/{token}. */
export function passwordResetEmail(to: Recipient, link: string): OutgoingMail {
  return mail(to, 'Restablece tu contraseña de Ferretería El Volt', {
    greeting: `Hola ${to.firstName}:`,
    intro: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      'Para elegir una nueva contraseña, abre el siguiente enlace.',
    ],
    action: { label: 'Cambiar contraseña', url: link },
    outro: [
      'El enlace vence en 3 días y solo puede usarse una vez.',
      'Si no solicitaste este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
    ],
  });
}
