/** DRF's English field messages (from the contract and the server) in the shop's Spanish. */
const EXACT: Record<string, string> = {
  'This field is required.': 'Este campo es obligatorio.',
  'This field may not be blank.': 'Este campo es obligatorio.',
  'This field may not be null.': 'Este campo es obligatorio.',
  'A valid integer is required.': 'Ingresa un número válido.',
};

/** Spanish for a field message; messages already in Spanish pass through. */
export function toSpanish(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const exact = EXACT[message];
  if (exact) return exact;
  const max = /^Ensure this field has no more than (\d+) characters\.$/.exec(message);
  if (max) return `Este campo no puede tener más de ${max[1]} caracteres.`;
  return message;
}
