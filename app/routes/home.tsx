import type { Route } from "./+types/home";

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-6 py-24">
      <h1 className="text-5xl font-extrabold tracking-tight">YOUR NEXT DEVELOPMENT PARTNER</h1>
    </section>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: "Agency | YOUR NEXT DEVELOPMENT PARTNER" }];
}
