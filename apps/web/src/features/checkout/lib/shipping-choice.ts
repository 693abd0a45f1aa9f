import {
  deliveryWindow,
  type EcuadorProvince,
  servesProvince,
  type ShippingOptionDetails,
} from '@shop/contract';
import { ECUADOR_PROVINCES } from '@shop/contract/values';

/** The province select's value as one of the 24 provinces, or null while none is chosen. */
export function provinceOf(value: string | undefined): EcuadorProvince | null {
  return ECUADOR_PROVINCES.find((p) => p === value) ?? null;
}

/** Why an option cannot be chosen for this province ("No llega a Galápagos."), or null. */
export function unavailableReason(
  option: ShippingOptionDetails,
  province: EcuadorProvince | null,
): string | null {
  if (option.kind === 'pickup' || servesProvince(option, province)) return null;
  return `No llega a ${province}.`;
}

/**
 * The option in use: the customer's choice while it reaches the province, else the first
 * delivery option that does (store pickup is always a deliberate choice), else the first one.
 * Before a province is chosen only the customer's own choice counts (issue 33: nothing is
 * preselected, the price of an option that may not reach them included).
 */
export function chooseShipping(
  options: ShippingOptionDetails[],
  chosenId: number | null,
  province: EcuadorProvince | null,
): ShippingOptionDetails | null {
  const usable = options.filter((o) => unavailableReason(o, province) === null);
  const chosen = usable.find((o) => o.id === chosenId);
  if (province === null) return chosen ?? null;
  return chosen ?? usable.find((o) => o.kind === 'delivery') ?? usable[0] ?? null;
}

/** The promised window, counted from now in Ecuador (the answer's own may be a day old). */
export function windowText(option: ShippingOptionDetails, now = new Date()): string {
  return deliveryWindow(option, now).text;
}
