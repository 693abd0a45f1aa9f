/** The seed's empty-list messages, word for word. */
export const FILTER_EMPTY_MESSAGE = 'No se han encontrado productos para el filtro de búsqueda.';
export const LIST_EMPTY_MESSAGE = 'No se han encontrado productos disponibles.';
