import { describe, expect, it } from 'vitest';
import { sortedCategoryOptions } from './category-options';

describe('sortedCategoryOptions', () => {
  it('sorts by the full path in Spanish order, each main category before its subcategories', () => {
    const options = sortedCategoryOptions([
      { id: 1, name: 'Plomería', parent: null },
      { id: 2, name: 'Ñandú', parent: null },
      { id: 3, name: 'Taladros', parent: 5 },
      { id: 4, name: 'Zócalos', parent: null },
      { id: 5, name: 'Herramientas', parent: null },
      { id: 6, name: 'Amoladoras', parent: 5 },
      { id: 7, name: 'Eléctricos', parent: null },
      { id: 8, name: 'nidos', parent: null },
    ]);
    expect(options.map((o) => o.path)).toEqual([
      'Eléctricos',
      'Herramientas',
      'Herramientas › Amoladoras',
      'Herramientas › Taladros',
      'nidos',
      'Ñandú',
      'Plomería',
      'Zócalos',
    ]);
  });
});
