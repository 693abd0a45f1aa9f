export function Component() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Error404</h1>
    </main>
  );
}
