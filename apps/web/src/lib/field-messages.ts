import { AUTH_MESSAGES } from '@shop/contract/values';

/** DRF's generic English field messages (from the contract and the server) in the shop's Spanish. */
export const DRF_FIELD_MESSAGES: Record<string, string> = {
  'This field is required.': 'Este campo es obligatorio.',
  'This field may not be blank.': 'Este campo es obligatorio.',
  'This field may not be null.': 'Este campo es obligatorio.',
  'A valid integer is required.': 'Ingresa un número válido.',
  [AUTH_MESSAGES.invalidEmail]: 'Ingresa un correo electrónico válido.',
};

/** "Ensure this field has no more than N characters." in Spanish, or null for another message. */
export function maxLengthInSpanish(message: string): string | null {
  const max = /^Ensure this field has no more than (\d+) characters\.$/.exec(message);
  return max ? `Este campo no puede tener más de ${max[1]} caracteres.` : null;
}

/** Spanish for a field message; messages already in Spanish pass through. */
export function toSpanish(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return DRF_FIELD_MESSAGES[message] ?? maxLengthInSpanish(message) ?? message;
}
