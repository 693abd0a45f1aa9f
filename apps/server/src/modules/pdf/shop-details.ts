/** The shop as its documents present it. */
export interface ShopDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
}

export const SHOP: ShopDetails = {
  name: 'Ferretería El Volt',
  email: 'ventas@elvolt.ec',
  phone: '+593 2 245 6789',
  address: 'Av. 10 de Agosto N37-120 y Villalengua',
  city: 'Quito, Ecuador',
};
