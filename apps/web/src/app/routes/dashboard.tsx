/** Placeholder until the feature that owns this screen lands. */
export function Component() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">Información Personal</h1>
    </main>
  );
}
