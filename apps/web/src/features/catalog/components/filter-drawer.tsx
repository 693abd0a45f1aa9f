import type { ReactNode } from 'react';
import { Drawer } from '@/components/drawer';

/** The filter panel in a side drawer for phones, opened by the 'Filtros' button. */
export function FilterDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onClose={onClose} title="Filtros" closeLabel="Cerrar filtros">
      {children}
    </Drawer>
  );
}
