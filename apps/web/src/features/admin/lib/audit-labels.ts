import { ORDER_STATUS_LABELS } from '@shop/contract/values';

/** The audit log in Spanish (issue 33): what staff read instead of the stored codes. */
const ACTIONS: Record<string, string> = {
  'brand.create': 'Marca creada',
  'brand.delete': 'Marca eliminada',
  'brand.logo': 'Logo de marca cambiado',
  'brand.update': 'Marca editada',
  'category.create': 'Categoría creada',
  'category.delete': 'Categoría eliminada',
  'category.update': 'Categoría editada',
  'coupon.create': 'Cupón creado',
  'coupon.delete': 'Cupón eliminado',
  'coupon.update': 'Cupón editado',
  'order.payment_void_failed': 'Anulación del pago fallida',
  'order.status': 'Estado del pedido cambiado',
  'product.create': 'Producto creado',
  'product.image.add': 'Foto de producto agregada',
  'product.image.delete': 'Foto de producto eliminada',
  'product.image.order': 'Fotos de producto reordenadas',
  'product.import': 'Productos importados (CSV)',
  'product.stock': 'Stock ajustado',
  'product.update': 'Producto editado',
  'review.hide': 'Reseña ocultada',
  'settings.certificate': 'Firma electrónica cambiada',
  'settings.invoicing': 'Datos de facturación cambiados',
  'shipping_option.create': 'Opción de envío creada',
  'shipping_option.update': 'Opción de envío editada',
  'staff.promote': 'Miembro del equipo agregado',
  'staff.remove': 'Miembro del equipo retirado',
  'staff.update': 'Rol del equipo cambiado',
  create: 'Creado',
  update: 'Editado',
  error: 'Error',
};

const ENTITIES: Record<string, string> = {
  brand: 'Marca',
  category: 'Categoría',
  coupon: 'Cupón',
  customer: 'Cliente',
  order: 'Pedido',
  product: 'Producto',
  review: 'Reseña',
  settings: 'Configuración',
  shipping_option: 'Opción de envío',
  user: 'Usuario',
};

const FIELDS: Record<string, string> = {
  status: 'Estado',
  quantity: 'Stock',
  price: 'Precio',
  compare_price: 'Precio normal',
  name: 'Nombre',
  description: 'Descripción',
  category: 'Categoría',
  brand: 'Marca',
  sku: 'SKU',
  active: 'Publicado',
  is_active: 'Activo',
  role: 'Rol',
  reason: 'Motivo',
  change: 'Cambio',
  courier: 'Empresa de transporte',
  tracking_number: 'Número de guía',
  discount_price: 'Descuento ($)',
  discount_percentage: 'Descuento (%)',
  min_purchase: 'Compra mínima',
  valid_until: 'Válido hasta',
  usage_limit: 'Límite de usos',
  hidden: 'Oculta',
  charge_id: 'Cobro',
};

/** "Stock ajustado" for "product.stock"; an unknown action stays as stored. */
export const auditActionLabel = (action: string) => ACTIONS[action] ?? action;

export const auditEntityLabel = (entity: string) => ENTITIES[entity] ?? entity;

export const auditFieldLabel = (key: string) => FIELDS[key] ?? key;

/** An order status in Spanish under "Estado" ("recibido" for not_processed); others unchanged. */
export function auditValueLabel(key: string, value: string): string {
  if (key !== 'status') return value;
  return (ORDER_STATUS_LABELS as Record<string, string>)[value] ?? value;
}
