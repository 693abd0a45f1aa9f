import type { Order } from '@shop/contract';

/** A valid order as get-orders sends it; override what the test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    transaction_id: 'EV-7K3P9Q2M',
    status: 'not_processed',
    step: 0,
    amount: '103.49',
    shipping_name: 'Envío estándar Quito y valles',
    shipping_time: '1-2 días hábiles',
    shipping_price: '3.50',
    full_name: 'María Fernanda López',
    address_line_1: 'Av. Amazonas N24-155 y Colón',
    address_line_2: 'Edificio Torres del Norte, piso 3',
    city: 'Quito',
    state_province_region: 'Pichincha',
    postal_zip_code: '170102',
    country_region: 'Ecuador',
    telephone_number: '0991234567',
    date_issued: '2024-05-14T15:30:00.000Z',
    order_items: [
      {
        product_id: 12,
        name: 'Taladro percutor 1/2" 750 W',
        description: 'Taladro percutor con mandril de 1/2" y velocidad variable.',
        get_thumbnail: '/media/products/taladro-thumb.webp',
        price: '89.99',
        count: 1,
      },
    ],
    ...overrides,
  };
}
