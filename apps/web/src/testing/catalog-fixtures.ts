import type { CategoryNode } from '@shop/contract';

export const categoryTree: CategoryNode[] = [
  {
    id: 1,
    name: 'Herramientas eléctricas',
    sub_categories: [
      { id: 2, name: 'Taladros', sub_categories: [] },
      { id: 3, name: 'Amoladoras', sub_categories: [] },
    ],
  },
  { id: 4, name: 'Material eléctrico', sub_categories: [] },
];
