import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contract';
import { stepOf } from './order-status.js';
import type { OrderWithItems } from './orders.repository.js';
import { centsToMoney } from '@shop/contract';

/** An order as API.md sends it: money as two-decimal strings, `step` derived from `status`. */
export function toOrderDto({ order, items }: OrderWithItems): Order {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    transaction_id: order.transactionId,
    status,
    step: stepOf(status),
    amount: centsToMoney(order.amountCents),
    shipping_name: order.shippingName,
    shipping_time: order.shippingTime,
    shipping_price: centsToMoney(order.shippingPriceCents),
    full_name: order.fullName,
    address_line_1: order.addressLine1,
    address_line_2: order.addressLine2,
    city: order.city,
    state_province_region: order.stateProvinceRegion,
    postal_zip_code: order.postalZipCode,
    country_region: order.countryRegion,
    telephone_number: order.telephoneNumber,
    date_issued: order.dateIssued.toISOString(),
    courier: order.courier,
    tracking_number: order.trackingNumber,
    payment_method: order.paymentMethod as PaymentMethod,
    payment_status: order.paymentStatus as PaymentStatus,
    deferred_months: order.deferredMonths,
    order_items: items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      description: item.description,
      get_thumbnail: item.thumbnail,
      price: centsToMoney(item.priceCents),
      compare_price: item.comparePriceCents === null ? null : centsToMoney(item.comparePriceCents),
      count: item.count,
    })),
  };
}
