import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';

// sonner loads with the first toast (its <Toaster/> is mounted lazily too), not with the forms
// that may show one: the shop's first JavaScript stays small.
const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void => {
    void import('sonner').then(({ toast }) => toast[kind](message, data));
  };

/** The app's toasts: `toast.success`, `toast.error`, `toast.info`, as sonner's. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
