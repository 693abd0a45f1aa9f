import type { StaffInviteBody, StaffUpdateBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

// Clientes, Equipo and the products' CSV (issue 11).

export const PEOPLE_PAGE_SIZE = 20;

export interface CustomersFilter {
  search: string;
  active: '' | 'true' | 'false';
  page: number;
}

export const peopleKeys = {
  customers: ['admin', 'customers'] as const,
  customerList: (f: CustomersFilter) => ['admin', 'customers', 'list', f] as const,
  customer: (id: number) => ['admin', 'customers', 'detail', id] as const,
  staff: ['admin', 'staff'] as const,
  staffList: (page: number) => ['admin', 'staff', 'list', page] as const,
};

/** GET /api/admin/customers */
export function useAdminCustomers(filter: CustomersFilter) {
  return useQuery(
    queryOptions({
      queryKey: peopleKeys.customerList(filter),
      queryFn: () =>
        request(api.admin.customers, {
          auth: true,
          schema: contractSchema((c) => c.AdminCustomersResponseSchema),
          query: {
            search: filter.search || undefined,
            active: filter.active || undefined,
            page: filter.page,
            page_size: PEOPLE_PAGE_SIZE,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/customers/{id} */
export function useAdminCustomer(id: number) {
  return useQuery({
    queryKey: peopleKeys.customer(id),
    queryFn: () =>
      request(api.admin.customer(id), {
        auth: true,
        schema: contractSchema((c) => c.AdminCustomerDetailSchema),
      }),
  });
}

/** POST /api/admin/customers/{id}/deactivate | activate */
export function useSetCustomerActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      request(api.admin.customerActive(id, active), {
        method: 'POST',
        auth: true,
        schema: contractSchema((c) => c.AdminCustomerSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.customers }),
  });
}

/** GET /api/admin/staff */
export function useAdminStaff(page: number) {
  return useQuery(
    queryOptions({
      queryKey: peopleKeys.staffList(page),
      queryFn: () =>
        request(api.admin.staff, {
          auth: true,
          schema: contractSchema((c) => c.StaffListResponseSchema),
          query: { page, page_size: PEOPLE_PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/staff */
export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      request(api.admin.staff, {
        method: 'POST',
        auth: true,
        body,
        schema: contractSchema((c) => c.StaffInviteResponseSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.staff }),
  });
}

/** PATCH /api/admin/staff/{id} */
export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffUpdateBody & { id: number }) =>
      request(api.admin.staffMember(id), {
        method: 'PATCH',
        auth: true,
        body,
        schema: contractSchema((c) => c.StaffAccountSchema),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.staff }),
  });
}

/** DELETE /api/admin/staff/{id} */
export function useRemoveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(api.admin.staffMember(id), { method: 'DELETE', auth: true, expectStatus: 204 }),
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.staff }),
  });
}

/** GET /api/admin/products/export.csv, handed to the browser as a download. */
export async function downloadProductsCsv(): Promise<void> {
  const text = await request<string>(api.admin.productsExport, {
    auth: true,
    headers: { accept: 'text/csv' },
  });
  // fetch's text() drops the BOM; put it back so spreadsheets read the file as UTF-8.
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `productos-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const csvBody = (text: string) => ({ type: 'text/csv', text });

/** POST /api/admin/products/import/preview */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (text: string) =>
      request(api.admin.productsImportPreview, {
        method: 'POST',
        auth: true,
        rawBody: csvBody(text),
        schema: contractSchema((c) => c.ProductImportPreviewSchema),
      }),
  });
}

/** POST /api/admin/products/import/apply */
export function useApplyImport() {
  return useMutation({
    mutationFn: (text: string) =>
      request(api.admin.productsImportApply, {
        method: 'POST',
        auth: true,
        rawBody: csvBody(text),
        schema: contractSchema((c) => c.ProductImportResultSchema),
      }),
  });
}
