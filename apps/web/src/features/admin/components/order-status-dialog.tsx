import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { OrderStatus } from '@shop/contract';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/button-styles';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useChangeOrderStatus } from '../api/admin-orders';
import { statusLabel } from '../lib/status-labels';

/**
 * Confirms a status change; "Enviado" asks for the courier and tracking number, except for store
 * pickup, whose step 2 is "Listo para retirar" (the customer is e-mailed the store's hours).
 */
export function OrderStatusDialog({
  transactionId,
  to,
  pickup = false,
  onClose,
}: {
  transactionId: string;
  to: OrderStatus | null;
  pickup?: boolean;
  onClose: () => void;
}) {
  const needsCourier = to === 'shipped' && !pickup;
  const change = useChangeOrderStatus(transactionId);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{
    courier?: string;
    tracking_number?: string;
    form?: string;
  }>({});

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!to) return;
    const next: typeof errors = {};
    if (needsCourier) {
      if (!courier.trim()) next.courier = 'Indica la empresa de transporte.';
      if (!tracking.trim()) next.tracking_number = 'Indica el número de guía.';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      needsCourier
        ? { status: to, courier: courier.trim(), tracking_number: tracking.trim() }
        : { status: to },
      {
        onSuccess: () => {
          toast.success(
            `Pedido ${transactionId}: ${statusLabel(to, pickup)}. Se avisó al cliente por correo.`,
          );
          setCourier('');
          setTracking('');
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError)
            setErrors({
              courier: err.fieldMessage('courier'),
              tracking_number: err.fieldMessage('tracking_number'),
              form: err.fieldMessage('error') ?? err.fieldMessage('detail'),
            });
          else setErrors({ form: 'No se pudo cambiar el estado. Inténtalo de nuevo.' });
        },
      },
    );
  };

  return (
    <Dialog open={to !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/55" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-slate-900">
            {to ? `Cambiar a «${statusLabel(to, pickup)}»` : ''}
          </DialogTitle>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            {to === 'cancelled' && (
              <p className="text-sm text-slate-700">
                Se devolverá el stock, se liberará el uso del cupón y se anulará el pago.
              </p>
            )}
            {to === 'shipped' && pickup && (
              <p className="text-sm text-slate-700">
                El cliente recibirá la dirección y el horario de la tienda, y qué traer para
                retirar.
              </p>
            )}
            {needsCourier && (
              <>
                <TextField
                  label="Empresa de transporte"
                  value={courier}
                  onChange={(e) => setCourier(e.target.value)}
                  error={errors.courier}
                />
                <TextField
                  label="Número de guía"
                  value={tracking}
                  onChange={(e) => setTracking(e.target.value)}
                  error={errors.tracking_number}
                />
              </>
            )}
            <p className="text-sm text-slate-700">El cliente recibirá un correo con el cambio.</p>
            {errors.form && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {errors.form}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <button type="button" onClick={close} className={buttonClasses('secondary', 'sm')}>
                Volver
              </button>
              <button
                type="submit"
                disabled={change.isPending}
                className={buttonClasses(to === 'cancelled' ? 'secondary' : 'primary', 'sm')}
              >
                {change.isPending ? 'Guardando…' : 'Confirmar'}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
