const items = [
  {
    title: 'Garantía 100%',
    text: 'Productos originales',
    icon: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3Z M9 12l2 2 4-4',
  },
  {
    title: 'Envíos a todo el país',
    text: 'Quito, valles y provincias',
    icon: 'M3 7h11v9H3z M14 10h4l3 3v3h-7z M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  {
    title: 'Pago seguro',
    text: 'Tarjetas de crédito y débito',
    icon: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  },
  {
    title: 'Asesoría técnica',
    text: 'Te ayudamos a elegir',
    icon: 'M4 5h16v11H8l-4 4z M8 9h8 M8 12h5',
  },
] as const;

/** Four reasons to trust the shop, under the hero. */
export function TrustStrip() {
  return (
    <section
      aria-label="Por qué comprar con nosotros"
      className="border-b border-slate-200 bg-white"
    >
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-brand-800">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={item.icon} />
              </svg>
            </span>
            <span className="min-w-0 text-sm">
              <span className="block font-semibold text-slate-900">{item.title}</span>
              <span className="text-slate-600">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
