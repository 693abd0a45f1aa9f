/** What the customer reads after a cart action (the seed's texts where it has them). */
export const CART_MESSAGES = {
  added: 'Producto agregado al carrito.',
  alreadyInCart: 'Este producto ya está en tu carrito.',
  /** The seed's danger alert for a count above the stock, kept word for word. */
  notEnoughStock: 'Not enough in stock',
  outOfStock: 'Sin stock',
  notFound: 'Este producto ya no está disponible.',
  addFailed: 'No se pudo agregar el producto al carrito, intenta nuevamente.',
  updateFailed: 'No se pudo actualizar la cantidad, intenta nuevamente.',
  removed: 'Item removido del carrito.',
  removeFailed: 'Error al remover el item del carrito.',
} as const;
