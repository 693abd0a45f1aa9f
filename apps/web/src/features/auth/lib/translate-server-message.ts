import { AUTH_MESSAGES, MESSAGES } from '@shop/contract/values';
import { DRF_FIELD_MESSAGES, maxLengthInSpanish } from '@/lib/field-messages';

/** Django / Djoser / SimpleJWT messages the accounts endpoints send, in the shop's Spanish. */
const EXACT: Record<string, string> = {
  ...DRF_FIELD_MESSAGES,
  [AUTH_MESSAGES.emailTaken]: 'Ya existe una cuenta con este correo electrónico.',
  [AUTH_MESSAGES.passwordTooCommon]: 'Esta contraseña es demasiado común.',
  [AUTH_MESSAGES.passwordNumeric]: 'La contraseña no puede contener solo números.',
  [AUTH_MESSAGES.passwordMismatch]: 'Las contraseñas no coinciden.',
  [AUTH_MESSAGES.invalidPassword]: 'La contraseña actual no es correcta.',
  [AUTH_MESSAGES.invalidUid]: 'El enlace no es válido o el usuario no existe.',
  [AUTH_MESSAGES.invalidToken]: 'El enlace no es válido o ya expiró.',
  [AUTH_MESSAGES.staleToken]: 'Esta cuenta ya está activada.',
  [MESSAGES.tokenNotValid]: 'Tu sesión expiró, inicia sesión nuevamente.',
};

const SIMILAR_TO: Record<string, string> = {
  email: 'al correo electrónico',
  'email address': 'al correo electrónico',
  'first name': 'al nombre',
  'last name': 'al apellido',
};

const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^This password is too short\. It must contain at least (\d+) characters?\.$/,
    (m) => `La contraseña es demasiado corta. Debe tener al menos ${m[1]} caracteres.`,
  ],
  [
    /^The password is too similar to the (.+)\.$/,
    (m) => `La contraseña se parece demasiado ${SIMILAR_TO[m[1]!] ?? 'a tus datos personales'}.`,
  ],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?\.$/,
    (m) => `Demasiados intentos. Intenta nuevamente en ${waitText(Number(m[1]))}.`,
  ],
];

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** Spanish for a server message; an unknown one becomes a generic hint rather than English. */
export function translateServerMessage(message: string): string {
  const exact = EXACT[message] ?? maxLengthInSpanish(message);
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return render(match);
  }
  return 'Revisa este dato e intenta nuevamente.';
}
