import type { CheckoutFormValues } from '../lib/checkout-form';

/** A complete, valid checkout form as the form hands it to the payment. */
export const FORM_VALUES: CheckoutFormValues = {
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas N24-155 y Colón',
  address_line_2: '',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
  card_number: '4111 1111 1111 1111',
  expiry: '12/39',
  cvv: '123',
  cardholder_name: 'MARIA LOPEZ',
};

export const ORDER = {
  id: 1,
  transaction_id: 'EV-7K3P9Q2M',
  status: 'not_processed',
  step: 0,
  amount: '93.49',
  shipping_name: 'Envío estándar Quito y valles',
  shipping_time: '1-2 días hábiles',
  shipping_price: '3.50',
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas N24-155 y Colón',
  address_line_2: '',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
  date_issued: '2024-05-14T15:30:00.000Z',
  order_items: [],
};
