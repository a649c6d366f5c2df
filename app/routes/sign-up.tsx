export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-6 py-16">
      <h1 className="text-4xl font-bold">Sign Up</h1>
    </section>
  );
}
