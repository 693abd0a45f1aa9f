const promises = [
  { title: 'Garantía 100%', text: 'Productos originales con garantía de fábrica.' },
  { title: 'Envíos a todo el Ecuador', text: 'Retiro en tienda o entrega en Quito y valles.' },
  { title: 'Asesoría técnica', text: 'Te ayudamos a elegir el material correcto.' },
] as const;

/** Why buy here: guarantee, delivery and advice, as a compact list. */
export function ShopPromises() {
  return (
    <ul className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
      {promises.map((p) => (
        <li key={p.title} className="flex gap-2.5">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-emerald-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            aria-hidden="true"
          >
            <path d="m5 12 4.5 4.5L19 7" />
          </svg>
          <span>
            <span className="block font-semibold text-slate-900">{p.title}</span>
            <span className="text-slate-600">{p.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
